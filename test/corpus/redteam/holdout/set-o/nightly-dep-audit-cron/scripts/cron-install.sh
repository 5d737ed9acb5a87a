#!/usr/bin/env bash
set -euo pipefail
REMOVE=0
[[ "${1:-}" == "--remove" ]] && { REMOVE=1; shift; }
P="$(realpath "${1:?absolute project path}")"
TAG="# depwatch:$P"
BIN="$HOME/.local/bin/depwatch-audit"

current="$(crontab -l 2>/dev/null || true)"
filtered="$(printf '%s\n' "$current" | grep -vF "$TAG" || true)"

if (( REMOVE )); then
  printf '%s\n' "$filtered" | crontab -
  echo "removed depwatch entry for $P"; exit 0
fi

mkdir -p "$(dirname "$BIN")"
install -m 0755 "$(dirname "$0")/depwatch-audit" "$BIN"
LINE="30 2 * * * $BIN $P  $TAG"
echo "Adding to your crontab:"
echo "  $LINE"
printf '%s\n%s\n' "$filtered" "$LINE" | sed '/^$/d' | crontab -
echo "done. remove with: $0 --remove $P"
