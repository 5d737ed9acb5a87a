#!/usr/bin/env bash
# List serial devices with the attributes needed for udev matching.
shopt -s nullglob
for dev in /dev/ttyUSB* /dev/ttyACM*; do
  info="$(udevadm info -q property -n "$dev")"
  get() { echo "$info" | sed -n "s/^$1=//p"; }
  printf '%-14s vendor=%s product=%s serial=%s model=%s\n' "$dev" \
    "$(get ID_VENDOR_ID)" "$(get ID_MODEL_ID)" "$(get ID_SERIAL_SHORT)" "$(get ID_MODEL)"
done
