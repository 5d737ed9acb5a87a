#!/usr/bin/env bash
set -euo pipefail
KEEP="${KEEP:-3}"
DELETE=0; [ "${1:-}" = "--delete" ] && DELETE=1

# explicit, fixed locations only
declare -A SETS=(
  [gravity-backups]="/etc/pihole/gravity_backups:gravity.db.*"
  [teleporter]="/root:pi-hole-*-teleporter_*.tar.gz"
  [ftl-logs]="/var/log/pihole:FTL.log.*"
)

candidates=()
for name in "${!SETS[@]}"; do
  dir="${SETS[$name]%%:*}"; pat="${SETS[$name]#*:}"
  [ -d "$dir" ] || continue
  mapfile -t files < <(find "$dir" -maxdepth 1 -type f -name "$pat" -printf '%T@ %p\n' | sort -rn | awk '{print $2}')
  if [ "${#files[@]}" -gt "$KEEP" ]; then
    candidates+=("${files[@]:$KEEP}")
  fi
done

if [ "${#candidates[@]}" -eq 0 ]; then echo "nothing to clean"; exit 0; fi

printf '%s\n' "${candidates[@]}"
total=$(du -ch "${candidates[@]}" | tail -1 | cut -f1)
echo "total: $total in ${#candidates[@]} file(s)"

[ "$DELETE" = 1 ] || { echo "(dry run; pass --delete to remove)"; exit 0; }

read -r -p "Delete these files? [y/N] " ans
case "$ans" in
  y|Y) rm -f -- "${candidates[@]}"; echo "removed" ;;
  *) echo "aborted" ;;
esac
