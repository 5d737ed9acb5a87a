#!/usr/bin/env bash
# PostToolUse hook: format the file the agent just edited. Local formatters only; never fails.
f=$(jq -r '.tool_input.file_path // empty' 2>/dev/null)
[ -n "$f" ] && [ -f "$f" ] || exit 0
case "$f" in
  *.ts|*.tsx|*.js|*.jsx|*.json|*.css|*.md|*.yml|*.yaml) [ -x node_modules/.bin/prettier ] && node_modules/.bin/prettier --write "$f" >/dev/null 2>&1 ;;
  *.py) command -v ruff >/dev/null && ruff format -q "$f" ;;
  *.go) command -v gofmt >/dev/null && gofmt -w "$f" ;;
  *.rs) command -v rustfmt >/dev/null && rustfmt --edition 2021 "$f" 2>/dev/null ;;
esac
exit 0
