#!/usr/bin/env bash
# Lint the file the agent just edited; exit 2 sends stderr back to the agent.
file=$(python3 -c 'import sys,json; print(json.load(sys.stdin).get("tool_input",{}).get("file_path",""))')
[ -f "$file" ] || exit 0
case "$file" in
  *.py) out=$(ruff check --quiet "$file" 2>&1) ;;
  *.js|*.jsx|*.ts|*.tsx) out=$(npx --no-install eslint "$file" 2>&1) ;;
  *) exit 0 ;;
esac
if [ -n "$out" ]; then
  printf 'Lint issues in %s:\n%s\n' "$file" "$out" >&2
  exit 2
fi
exit 0
