#!/usr/bin/env bash
set -euo pipefail
VOL="${1:?backup volid}"; ID="${2:-9999}"; BR=vmbr-drill
[ "$ID" -ge 9000 ] || { echo "scratch id must be >= 9000"; exit 1; }

if qm config "$ID" >/dev/null 2>&1; then
  qm config "$ID" | grep -q '^tags:.*restore-drill' || { echo "VM $ID exists and is not a drill VM; refusing"; exit 1; }
  qm stop "$ID" --skiplock 1 || true
  qm destroy "$ID" --purge 1
fi

ip link show "$BR" >/dev/null 2>&1 || { echo "create isolated bridge $BR first (no ports)"; exit 1; }

qmrestore "$VOL" "$ID" --unique 1 --storage local-lvm
qm set "$ID" --tags restore-drill --onboot 0
for n in $(qm config "$ID" | awk -F: '/^net[0-9]+:/{print $1}'); do
  cfg=$(qm config "$ID" | awk -v k="$n" -F': ' '$1==k{print $2}')
  qm set "$ID" --"$n" "$(sed "s/bridge=[^,]*/bridge=$BR/" <<<"$cfg")"
done
qm start "$ID"
echo "VM $ID booted on $BR. Check the console, then:"
read -r -p "Destroy drill VM $ID now? [y/N] " a
[ "$a" = y ] && qm stop "$ID" && qm destroy "$ID" --purge 1 && echo destroyed
