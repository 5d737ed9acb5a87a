#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
LIB="$HOME/.local/lib/disk-report"
UNIT_DIR="${XDG_CONFIG_HOME:-$HOME/.config}/systemd/user"
mkdir -p "$LIB" "$UNIT_DIR" "$HOME/.local/state/disk-report"
install -m 0755 "$HERE/scripts/report.sh" "$HERE/scripts/collect.sh" "$LIB/"
sed "s|@LIB@|$LIB|g" "$HERE/units/disk-report.service" > "$UNIT_DIR/disk-report.service"
cp "$HERE/units/disk-report.timer" "$UNIT_DIR/"
systemctl --user daemon-reload
systemctl --user enable --now disk-report.timer
# keep the timer running when the user is not logged in (servers)
loginctl enable-linger "$USER" 2>/dev/null || true
echo "installed: $(systemctl --user list-timers disk-report.timer --no-legend)"
