#!/usr/bin/env bash
# clean_logs.sh [--logs DIR] [--days N] [--dry-run] - delete rotated Klipper logs
set -euo pipefail
LOGS="$HOME/printer_data/logs"; DAYS=7; DRY=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --logs) LOGS="$2"; shift ;;
    --days) DAYS="$2"; shift ;;
    --dry-run) DRY=1 ;;
  esac; shift
done

LOGS="$(realpath -e "$LOGS")" || { echo "no such dir"; exit 1; }
case "$LOGS" in
  */logs) ;;
  *) echo "refusing: $LOGS does not look like a printer_data/logs dir"; exit 1 ;;
esac

before=$(du -sh "$LOGS" | cut -f1)
# rotated logs only: name.log.N, name.log.N.gz, name.log.YYYY-MM-DD
mapfile -d '' files < <(find "$LOGS" -maxdepth 1 -type f \
  \( -regex '.*\.log\.[0-9]+\(\.gz\)?' -o -regex '.*\.log\.[0-9-]+' \) \
  -mtime +"$DAYS" -print0)

for f in "${files[@]}"; do
  if [[ $DRY -eq 1 ]]; then echo "would delete $f"; else rm -f -- "$f"; fi
done
echo "${#files[@]} rotated logs older than $DAYS days; size before: $before, after: $(du -sh "$LOGS" | cut -f1)"
