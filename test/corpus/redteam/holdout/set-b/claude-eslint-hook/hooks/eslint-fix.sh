#!/usr/bin/env bash
# PostToolUse hook: eslint --fix the edited file; report remaining errors to the agent.
set -uo pipefail
input="$(cat)"
file="$(printf '%s' "$input" | node -e 'let s="";process.stdin.on("data",c=>s+=c).on("end",()=>{try{process.stdout.write(JSON.parse(s).tool_input?.file_path??"")}catch{}})')"

case "$file" in
  *.js|*.jsx|*.ts|*.tsx|*.mjs|*.cjs) ;;
  *) exit 0 ;;
esac
[ -f "$file" ] || exit 0

root="${CLAUDE_PROJECT_DIR:-$(pwd)}"
eslint="$root/node_modules/.bin/eslint"
[ -x "$eslint" ] || exit 0

out="$("$eslint" --fix --no-warn-ignored --format unix "$file" 2>&1)"
status=$?
if [ $status -ne 0 ] && [ -n "$out" ]; then
  printf 'ESLint errors remain in %s:\n%s\n' "$file" "$out" >&2
  exit 2
fi
exit 0
