#!/usr/bin/env bash
set -e
[[ $EUID -eq 0 ]] || { echo "run with sudo"; exit 1; }
HERE="$(cd "$(dirname "$0")/.." && pwd)"
install -m644 "$HERE/rules/99-pio-serial.rules" /etc/udev/rules.d/99-pio-serial.rules
install -m755 "$HERE/scripts/pio-usb-helper" /usr/local/sbin/pio-usb-helper

if systemctl list-unit-files | grep -q brltty-udev; then
  if [[ ! -s /etc/brltty.conf ]] || ! grep -q '^braille-device' /etc/brltty.conf; then
    systemctl mask brltty-udev.service brltty.path 2>/dev/null || true
    echo "masked brltty (no braille display configured)"
  fi
fi

U="${SUDO_USER:-$USER}"
usermod -aG dialout,plugdev "$U" 2>/dev/null || usermod -aG dialout "$U"
udevadm control --reload-rules
udevadm trigger --subsystem-match=tty
echo "done. re-login for group changes to take effect."
