#!/usr/bin/env bash
set -e
here="$(dirname "$0")/../rules"
sudo cp "$here/60-mcu.rules" /etc/udev/rules.d/
sudo cp "$here/49-devices.rules" /etc/polkit-1/rules.d/
sudo usermod -aG plugdev "$USER"
sudo udevadm control --reload-rules && sudo udevadm trigger
sudo systemctl restart polkit
