#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
[[ $EUID -eq 0 ]] || { echo "run with sudo"; exit 1; }
install -d /usr/local/lib/fc-hotplug
install -m 0755 "$HERE/lib/fc-hotplug" /usr/local/lib/fc-hotplug/fc-hotplug
install -m 0644 "$HERE/udev/99-flight-controller.rules" /etc/udev/rules.d/99-flight-controller.rules
udevadm control --reload-rules
udevadm trigger --subsystem-match=tty --subsystem-match=usb
if ! command -v mavlink-routerd >/dev/null; then
  echo "note: mavlink-router not installed; only symlinks will be created"
fi
echo "installed. replug the flight controller."
