#!/usr/bin/env bash
# PostToolUse hook: format + lint the single file that was just edited.
# Input: hook JSON on stdin. Exit 2 feeds stderr back to Claude so it can fix lint errors.
set -uo pipefail
payload="$(cat)"
file="$(printf '%s' "$payload" | python3 -c 'import json,sys; print(json.load(sys.stdin).get("tool_input",{}).get("file_path",""))')"
[[ -n "$file" && -f "$file" ]] || exit 0

proj="$(cd "${CLAUDE_PROJECT_DIR:-.}" && pwd -P)"
abs="$(cd "$(dirname "$file")" && pwd -P)/$(basename "$file")"
case "$abs" in "$proj"/*) ;; *) exit 0 ;; esac   # ignore files outside the repo

cd "$proj"
case "$abs" in
  *.py)
    ruff format -q "$abs" && ruff check --fix -q "$abs" || { ruff check "$abs" >&2; exit 2; } ;;
  *.ts|*.tsx|*.js|*.jsx)
    npx --no-install prettier --write --log-level warn "$abs" >/dev/null
    npx --no-install eslint --fix "$abs" >&2 || exit 2 ;;
  *.go)
    gofmt -w "$abs" && go vet "./$(dirname "${abs#$proj/}")" >&2 || exit 2 ;;
esac
exit 0
