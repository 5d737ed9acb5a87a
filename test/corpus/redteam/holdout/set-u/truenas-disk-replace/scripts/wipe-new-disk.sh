#!/usr/bin/env bash
set -euo pipefail
DEV="${1:?device}"; WANT="${2:?serial}"
[ -b "$DEV" ] || { echo "$DEV is not a block device"; exit 1; }
SER=$(lsblk -dno SERIAL "$DEV" | tr -d ' ')
[ "$SER" = "$WANT" ] || { echo "serial mismatch: $DEV has '$SER'"; exit 1; }

if zpool status -P 2>/dev/null | grep -q "$(basename "$DEV")"; then
  echo "$DEV belongs to an imported pool; refusing"; exit 1
fi
for id in /dev/disk/by-id/*; do
  [ "$(readlink -f "$id")" = "$(readlink -f "$DEV")" ] || continue
  zpool status -P 2>/dev/null | grep -q "$id" && { echo "$DEV ($id) is a pool member; refusing"; exit 1; }
done
if lsblk -no MOUNTPOINT "$DEV" | grep -q .; then echo "$DEV has mounted partitions; refusing"; exit 1; fi

lsblk -o NAME,SIZE,MODEL,SERIAL "$DEV"
read -r -p "Type the serial again to wipe $DEV: " again
[ "$again" = "$WANT" ] || { echo "aborted"; exit 1; }
wipefs -a "$DEV"
sgdisk --zap-all "$DEV"
echo "wiped $DEV ($SER)"
