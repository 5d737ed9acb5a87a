#!/usr/bin/env bash
set -e
here="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p ~/.config/logrotor ~/.config/systemd/user ~/logs
cp "$here/templates/logrotate.conf" ~/.config/logrotor/logrotate.conf
for u in logrotor.service logrotor.timer; do
  cp "$here/templates/$u" ~/.config/systemd/user/$u
done
systemctl --user daemon-reload
systemctl --user enable --now logrotor.service logrotor.timer
loginctl enable-linger "$USER" 2>/dev/null || true
echo "logrotor installed"
