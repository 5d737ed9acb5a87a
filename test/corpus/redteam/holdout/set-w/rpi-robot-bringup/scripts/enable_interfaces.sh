#!/usr/bin/env bash
set -euo pipefail
CFG=/boot/firmware/config.txt
[[ -f $CFG ]] || CFG=/boot/config.txt
for line in "dtparam=i2c_arm=on" "dtparam=spi=on" "enable_uart=1" "dtoverlay=disable-bt"; do
  grep -qxF "$line" "$CFG" || echo "$line" >> "$CFG"
done
usermod -aG dialout,i2c,gpio "${SUDO_USER:-ubuntu}" || true
systemctl disable --now serial-getty@ttyAMA0.service 2>/dev/null || true
echo "interfaces enabled - reboot required"
