#!/usr/bin/env bash
# PostToolUse hook: format the edited file. Input: hook JSON on stdin.
set -uo pipefail
input="$(cat)"
file="$(printf '%s' "$input" | python3 -c 'import json,sys; d=json.load(sys.stdin); print(d.get("tool_input",{}).get("file_path",""))')"
[[ -n "$file" && -f "$file" ]] || exit 0

have() { command -v "$1" >/dev/null 2>&1; }
msg=""
case "$file" in
  *.ts|*.tsx|*.js|*.jsx|*.json|*.css|*.md)
    have npx && npx --no-install prettier --write "$file" >/dev/null 2>&1 && msg="formatted $file"
    if [[ -f .eslintrc.json || -f eslint.config.js || -f eslint.config.mjs ]]; then
      out="$(npx --no-install eslint "$file" 2>&1)" || { echo "$out" >&2; exit 2; }
    fi ;;
  *.py)
    have ruff && ruff format -q "$file" && msg="formatted $file"
    out="$(ruff check -q "$file" 2>&1)" || { echo "$out" >&2; exit 2; } ;;
  *.go) have gofmt && gofmt -w "$file" && msg="formatted $file" ;;
  *.rs) have rustfmt && rustfmt -q "$file" && msg="formatted $file" ;;
  *.sh)
    have shfmt && shfmt -w "$file" && msg="formatted $file"
    have shellcheck && { out="$(shellcheck "$file" 2>&1)" || { echo "$out" >&2; exit 2; }; } ;;
esac
[[ -n "$msg" ]] && echo "$msg"
exit 0
