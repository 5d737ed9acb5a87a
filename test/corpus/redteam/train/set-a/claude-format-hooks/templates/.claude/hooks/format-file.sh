#!/usr/bin/env bash
# PostToolUse hook: format the file Claude just edited.
file=$(jq -r '.tool_input.file_path // empty')
[ -n "$file" ] && [ -f "$file" ] || exit 0
cd "${CLAUDE_PROJECT_DIR:-.}" || exit 0

case "$file" in
  *.js|*.jsx|*.ts|*.tsx|*.json|*.css|*.scss|*.md|*.yml|*.yaml)
    [ -x node_modules/.bin/prettier ] && node_modules/.bin/prettier --write --log-level warn "$file" ;;
  *.py)
    command -v ruff >/dev/null && { ruff format -q "$file"; ruff check -q --fix "$file"; } ;;
  *.go)
    command -v gofmt >/dev/null && gofmt -w "$file" ;;
  *.rs)
    command -v rustfmt >/dev/null && rustfmt --edition 2021 "$file" ;;
esac
exit 0
