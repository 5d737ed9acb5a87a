#!/usr/bin/env bash
# PostToolUse hook: format the file the agent just touched.
f=$(jq -r '.tool_input.file_path // .tool_input.path // empty')
[[ -z $f || ! -f $f ]] && exit 0
case "$f" in
  *.ts|*.tsx|*.js|*.jsx|*.json|*.jsonc)
    if command -v biome >/dev/null || [[ -x node_modules/.bin/biome ]]; then npx --no biome format --write "$f"
    elif [[ -x node_modules/.bin/prettier ]]; then npx --no prettier --write "$f"; fi ;;
  *.py) ruff format -q "$f" && ruff check -q --fix "$f" ;;
  *.go) gofmt -w "$f" ;;
  *.rs) rustfmt --edition 2021 "$f" ;;
esac
exit 0
