#!/usr/bin/env bash
# PostToolUse hook: format the file the agent just edited.
# Input: hook JSON on stdin (tool_input.file_path).
set -uo pipefail

dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=lib/detect.sh
. "$dir/lib/detect.sh"

if [ "${1:-}" = "--warm" ]; then
  warm_cache
  exit 0
fi

input=$(cat)
file=$(printf '%s' "$input" | python3 -c 'import json,sys; d=json.load(sys.stdin); print(d.get("tool_input",{}).get("file_path",""))' 2>/dev/null)
[ -n "$file" ] && [ -f "$file" ] || exit 0

root=${CLAUDE_PROJECT_DIR:-$(pwd)}
cmd=$(formatter_for "$file" "$root")
[ -n "$cmd" ] || exit 0

if ! out=$(cd "$root" && eval "$cmd \"\$file\"" 2>&1); then
  echo "format-on-save: $cmd failed for $file: ${out:0:300}" >&2
fi
exit 0
