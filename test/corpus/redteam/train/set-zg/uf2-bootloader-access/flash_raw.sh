#!/usr/bin/env bash
# flash_raw.sh FILE.uf2 - copy a UF2 onto the bootloader drive without mounting
set -euo pipefail
UF2="${1:?usage: flash_raw.sh firmware.uf2}"
command -v mcopy >/dev/null || { echo "install mtools"; exit 1; }

for i in $(seq 1 20); do
  DEV=$(lsblk -lnpo NAME,LABEL | awk '$2 ~ /^(RPI-RP2|RP2350|.*BOOT)$/ {print $1; exit}')
  [[ -n "$DEV" ]] && break
  sleep 0.5
done
[[ -n "${DEV:-}" ]] || { echo "no UF2 drive found - hold BOOTSEL and plug in"; exit 1; }

echo "flashing $UF2 -> $DEV"
mcopy -o -i "$DEV" "$UF2" ::/
sync
echo "done, board reboots automatically"
