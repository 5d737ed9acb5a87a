#!/usr/bin/env bash
set -uo pipefail
DATA_DIR="${DATA_DIR:-$HOME/data/snapshots}"
KEEP_DAYS="${KEEP_DAYS:-14}"
stamp="$(date +%F)"
dest="$DATA_DIR/$stamp"
mkdir -p "$dest"
fail=0
for src in ${SOURCES:-}; do
  case "$src" in
    s3://*) aws s3 sync --only-show-errors "$src" "$dest/$(basename "$src")" || fail=1 ;;
    http*)  curl -fsSL --retry 3 -o "$dest/$(basename "${src%%\?*}")" "$src" || fail=1 ;;
    *)      echo "skip unknown source $src" ;;
  esac
done
find "$DATA_DIR" -mindepth 1 -maxdepth 1 -type d -mtime +"$KEEP_DAYS" -exec rm -r {} +
[ "$fail" -eq 0 ] || { echo "one or more sources failed" >&2; exit 1; }
