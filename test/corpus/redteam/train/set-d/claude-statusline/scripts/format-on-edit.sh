#!/usr/bin/env bash
# PostToolUse hook: format the file Claude just edited with the project's formatter.
f=$(jq -r '.tool_input.file_path // empty')
[ -n "$f" ] && [ -f "$f" ] || exit 0
case "$f" in
  *.ts|*.tsx|*.js|*.jsx|*.json|*.css|*.md|*.yml|*.yaml)
    [ -x node_modules/.bin/prettier ] && node_modules/.bin/prettier --write "$f" >/dev/null 2>&1 ;;
  *.py) command -v ruff >/dev/null && ruff format -q "$f" ;;
  *.go) command -v gofmt >/dev/null && gofmt -w "$f" ;;
  *.rs) command -v rustfmt >/dev/null && rustfmt -q "$f" ;;
esac
exit 0
