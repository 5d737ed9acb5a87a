#!/usr/bin/env bash
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
conf_dir="$HOME/.config/logrotate"
unit_dir="$HOME/.config/systemd/user"
state_dir="$HOME/.local/state"

if [ $# -eq 0 ]; then
  echo "usage: install.sh <log glob>..." >&2
  exit 1
fi

command -v logrotate >/dev/null || { echo "logrotate not installed (sudo apt-get install logrotate)"; exit 1; }

mkdir -p "$conf_dir" "$unit_dir" "$state_dir"

conf="$conf_dir/user.conf"
[ -f "$conf" ] && cp "$conf" "$conf.bak.$(date +%s)"
: > "$conf"
for glob in "$@"; do
  cat >> "$conf" <<STANZA
$glob {
    rotate 7
    daily
    maxsize 50M
    compress
    delaycompress
    missingok
    notifempty
    copytruncate
}

STANZA
done
echo "wrote $conf ($# stanza(s))"

install -m 0644 "$here/units/logrotate-user.service" "$unit_dir/"
install -m 0644 "$here/units/logrotate-user.timer" "$unit_dir/"
systemctl --user daemon-reload
systemctl --user enable --now logrotate-user.timer
loginctl enable-linger "$USER" 2>/dev/null || echo "note: could not enable linger; rotation runs only while logged in"

logrotate -d -s "$state_dir/logrotate.status" "$conf" 2>&1 | tail -n 5
echo "installed; next run:"
systemctl --user list-timers logrotate-user.timer --no-pager | sed -n 2p
