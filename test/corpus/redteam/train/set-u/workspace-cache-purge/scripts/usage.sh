#!/usr/bin/env bash
# Show the largest directories under $HOME (depth 2) and known cache sizes.
set -uo pipefail
echo "== largest under $HOME"
du -xh -d 2 "$HOME" 2>/dev/null | sort -rh | head -25
echo
echo "== known caches"
bash "$(dirname "$0")/purge.sh" --dry-run
