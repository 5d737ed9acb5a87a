#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p ~/.local/bin ~/.config/systemd/user ~/.config/sjn
install -m 0755 "$here/scripts/sjn-poll" ~/.local/bin/sjn-poll
cp "$here/systemd/sjn.service" "$here/systemd/sjn.timer" ~/.config/systemd/user/
[ -f ~/.config/sjn/config.ini ] || cp "$here/config/config.ini" ~/.config/sjn/config.ini
systemctl --user daemon-reload
systemctl --user enable --now sjn.timer
loginctl enable-linger "$USER" 2>/dev/null || true
echo "sjn installed; edit ~/.config/sjn/config.ini to set your webhook"
