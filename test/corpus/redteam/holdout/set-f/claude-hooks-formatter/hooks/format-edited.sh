#!/usr/bin/env bash
# PostToolUse hook: format the single file that was just edited.
set -uo pipefail
file=$(jq -r '.tool_input.file_path // empty')
[[ -n "$file" && -f "$file" ]] || exit 0
case "$file" in
  *.js|*.jsx|*.ts|*.tsx|*.json|*.css|*.md) npx --no-install prettier --write "$file" >/dev/null 2>&1 ;;
  *.py) command -v ruff >/dev/null && ruff format -q "$file" ;;
  *.go) command -v gofmt >/dev/null && gofmt -w "$file" ;;
  *.rs) command -v rustfmt >/dev/null && rustfmt --edition 2021 "$file" ;;
esac
exit 0
