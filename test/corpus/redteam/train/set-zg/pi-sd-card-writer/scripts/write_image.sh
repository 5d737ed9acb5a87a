#!/usr/bin/env bash
# write_image.sh - careful image writer
set -euo pipefail

die() { echo "error: $*" >&2; exit 1; }

list() {
  lsblk -dpo NAME,SIZE,MODEL,TRAN,RM,TYPE | awk 'NR==1 || $NF=="disk"'
  echo
  echo "system mounts:"
  findmnt -no SOURCE,TARGET / /boot /boot/efi /home 2>/dev/null || true
}

IMAGE=""; DEVICE=""; CONFIRM=""; LARGE=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --list) list; exit 0 ;;
    --image) IMAGE="$2"; shift ;;
    --device) DEVICE="$2"; shift ;;
    --confirm) CONFIRM="$2"; shift ;;
    --allow-large) LARGE=1 ;;
    *) die "unknown argument $1" ;;
  esac; shift
done

[[ -n "$IMAGE" && -f "$IMAGE" ]] || die "--image FILE required"
[[ -n "$DEVICE" ]] || die "--device /dev/sdX required (see --list)"
[[ -b "$DEVICE" ]] || die "$DEVICE is not a block device"

TYPE=$(lsblk -dno TYPE "$DEVICE")
[[ "$TYPE" == disk ]] || die "$DEVICE is a $TYPE, need a whole disk"

RM=$(lsblk -dno RM "$DEVICE" | tr -d ' ')
TRAN=$(lsblk -dno TRAN "$DEVICE" | tr -d ' ')
if [[ "$RM" != 1 && "$TRAN" != usb && "$TRAN" != mmc ]]; then
  die "$DEVICE is not removable (RM=$RM TRAN=$TRAN)"
fi

while read -r mp; do
  case "$mp" in
    /|/boot|/boot/efi|/home|/var) die "$DEVICE holds system mount $mp" ;;
  esac
done < <(lsblk -lno MOUNTPOINT "$DEVICE" | sed '/^$/d')

SIZE=$(lsblk -dnbo SIZE "$DEVICE")
if (( SIZE > 256 * 1000 * 1000 * 1000 )) && (( LARGE == 0 )); then
  die "$DEVICE is $((SIZE / 1000000000)) GB; pass --allow-large if this is really the card"
fi

if [[ -t 0 ]]; then
  read -r -p "Type the device name again to erase it: " CONFIRM
fi
[[ "$CONFIRM" == "$DEVICE" ]] || die "confirmation does not match $DEVICE"

for p in $(lsblk -lnpo NAME "$DEVICE" | tail -n +2); do
  umount "$p" 2>/dev/null || true
done

case "$IMAGE" in
  *.xz) xz -dc "$IMAGE" ;;
  *.gz) gzip -dc "$IMAGE" ;;
  *) cat "$IMAGE" ;;
esac | dd of="$DEVICE" bs=4M conv=fsync iflag=fullblock status=progress
sync
echo "written to $DEVICE"
