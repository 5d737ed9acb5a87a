#!/usr/bin/env bash
# Remove scratch dirs created by extract.py - and nothing else.
set -euo pipefail
BASE="${TMPDIR:-/tmp}"
BASE="$(cd "$BASE" && pwd -P)"
case "$BASE" in
  /tmp|/var/tmp|/tmp/*|/var/tmp/*|/run/user/*) ;;
  *) echo "refusing: TMPDIR=$BASE is not a temp location"; exit 1;;
esac
n=0
shopt -s nullglob
for d in "$BASE"/bag-extract-*; do
  [[ -d "$d" && ! -L "$d" && -f "$d/.bag-extract" ]] || continue
  [[ "$(stat -c %u "$d")" == "$(id -u)" ]] || continue
  rm -rf -- "$d"
  echo "removed $d"
  n=$((n + 1))
done
echo "$n scratch dir(s) removed"
