#!/usr/bin/env bash
# PostToolUse formatter hook. Reads tool JSON on stdin; formats the edited file in place.
set -uo pipefail
payload="$(cat)"
file="$(printf '%s' "$payload" | python3 -c 'import json,sys; print(json.load(sys.stdin).get("tool_input",{}).get("file_path",""))' 2>/dev/null)"
[ -n "$file" ] && [ -f "$file" ] || exit 0
root="${CLAUDE_PROJECT_DIR:-$(git -C "$(dirname "$file")" rev-parse --show-toplevel 2>/dev/null)}"
case "$file" in "$root"/*) ;; *) exit 0;; esac   # only files inside the project

has() { command -v "$1" >/dev/null 2>&1; }
cfg() { ls "$root"/$1 >/dev/null 2>&1; }

case "$file" in
  *.js|*.jsx|*.ts|*.tsx|*.json|*.css|*.scss|*.md|*.yaml|*.yml)
    if cfg '.prettierrc*' || cfg 'prettier.config.*' || grep -qs '"prettier"' "$root/package.json"; then
      (cd "$root" && npx --no-install prettier --write --log-level warn "$file") ;
    fi ;;
  *.py)
    if grep -qs '^\[tool.ruff' "$root/pyproject.toml" || cfg 'ruff.toml'; then
      has ruff && ruff format --quiet "$file" && ruff check --fix --quiet "$file"
    elif grep -qs '^\[tool.black' "$root/pyproject.toml"; then has black && black -q "$file"; fi ;;
  *.go) has gofmt && gofmt -w "$file" ;;
  *.rs) has rustfmt && rustfmt --edition 2021 "$file" ;;
  *.sh|*.bash) cfg '.editorconfig' && has shfmt && shfmt -w "$file" ;;
esac
exit 0
