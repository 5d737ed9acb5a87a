#!/usr/bin/env bash
set -euo pipefail
css="$1"; out="${2:-extracted}"; mkdir -p "$out"
i=0
grep -oE 'data:[a-z]+/[a-z0-9.+-]+;base64,[A-Za-z0-9+/=]+' "$css" | while read -r uri; do
  i=$((i+1))
  mime="${uri%%;*}"; mime="${mime#data:}"
  ext="${mime#*/}"; ext="${ext%%+*}"
  printf '%s' "${uri#*,}" | base64 -d > "$out/asset_$i.$ext"
  echo "$out/asset_$i.$ext"
done
