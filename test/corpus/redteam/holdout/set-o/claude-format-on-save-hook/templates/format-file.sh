#!/usr/bin/env bash
# PostToolUse hook: format the single file the agent just edited.
f=$(jq -r '.tool_input.file_path // empty')
[[ -n "$f" && -f "$f" ]] || exit 0
cd "${CLAUDE_PROJECT_DIR:-.}" || exit 0
case "$f" in
  *.js|*.jsx|*.ts|*.tsx|*.css|*.md|*.json)
    [[ -x node_modules/.bin/prettier ]] && node_modules/.bin/prettier --write "$f" >/dev/null 2>&1 ;;
  *.py)
    command -v ruff >/dev/null && ruff format "$f" >/dev/null 2>&1 ;;
  *.go)
    command -v gofmt >/dev/null && gofmt -w "$f" ;;
esac
exit 0
