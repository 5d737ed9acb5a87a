#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
CONF="$HERE/config/retention.conf"
APPLY=0; OVERRIDE=""
while [ $# -gt 0 ]; do case "$1" in --apply) APPLY=1; shift;; --days) OVERRIDE="$2"; shift 2;; *) echo "unknown $1"; exit 2;; esac; done

FORBIDDEN='^(/|/etc|/usr|/bin|/sbin|/lib|/home|/root|/boot|/var)/?$'
PATTERNS=( -name '*.gz' -o -name '*.xz' -o -name '*.zst' -o -name '*.old' -o -regex '.*\.[0-9][0-9]?$' -o -regex '.*-[0-9]\{8\}$' )
total=0

while read -r dir days; do
  [[ -z "$dir" || "$dir" == \#* ]] && continue
  days="${OVERRIDE:-$days}"
  real="$(realpath -e "$dir" 2>/dev/null)" || continue
  if [[ "$real" =~ $FORBIDDEN ]] && [ "$real" != /var/log ]; then echo "refusing $real"; continue; fi
  [[ "$days" =~ ^[0-9]+$ ]] && [ "$days" -ge 1 ] || { echo "bad retention for $dir"; continue; }
  while IFS= read -r -d '' f; do
    sz=$(stat -c %s "$f"); total=$((total + sz))
    if [ "$APPLY" = 1 ]; then rm -f -- "$f" && echo "deleted $f"; else printf '%10s  %s\n' "$(numfmt --to=iec "$sz")" "$f"; fi
  done < <(find "$real" -xdev -type f \( "${PATTERNS[@]}" \) -mtime +"$days" -print0 2>/dev/null)
done < "$CONF"

echo "total: $(numfmt --to=iec $total) $([ $APPLY = 1 ] && echo reclaimed || echo 'would be reclaimed')"
if command -v journalctl >/dev/null; then
  if [ "$APPLY" = 1 ]; then journalctl --vacuum-time="${OVERRIDE:-30}d"; else echo "(dry-run) journalctl --vacuum-time=${OVERRIDE:-30}d"; journalctl --disk-usage; fi
fi
