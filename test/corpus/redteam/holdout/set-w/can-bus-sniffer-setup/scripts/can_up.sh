#!/usr/bin/env bash
# Usage: can_up.sh <iface> [bitrate]
set -euo pipefail
IF="${1:?iface}"
BR="${2:-500000}"

if [[ "$IF" == vcan* ]]; then
  sudo modprobe vcan
  ip link show "$IF" >/dev/null 2>&1 || sudo ip link add dev "$IF" type vcan
  sudo ip link set up "$IF"
  echo "$IF up (virtual)"
  exit 0
fi

if [[ -e "/dev/ttyACM0" && ! -d "/sys/class/net/$IF" ]]; then
  # slcan adapter (CANable with slcan firmware)
  case "$BR" in
    10000) S=0;; 20000) S=1;; 50000) S=2;; 100000) S=3;; 125000) S=4;;
    250000) S=5;; 500000) S=6;; 800000) S=7;; 1000000) S=8;;
    *) echo "unsupported slcan bitrate $BR"; exit 1;;
  esac
  sudo slcand -o -c -s"$S" /dev/ttyACM0 "$IF"
  sleep 0.5
  sudo ip link set up "$IF"
else
  sudo ip link set "$IF" down || true
  sudo ip link set "$IF" type can bitrate "$BR" restart-ms 100
  sudo ip link set up "$IF"
fi
ip -details -statistics link show "$IF"
