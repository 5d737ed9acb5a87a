#!/usr/bin/env bash
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p ~/.local/share/ithelp ~/.config/autostart
install -m 755 "$here/ithelp_tray.py" ~/.local/share/ithelp/ithelp_tray.py
install -m 644 "$here/../assets/ithelp-tray.desktop" ~/.config/autostart/ithelp-tray.desktop
echo "IT Help tray installed; it will appear at next login."
