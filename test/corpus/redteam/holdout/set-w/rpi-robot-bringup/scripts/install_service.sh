#!/usr/bin/env bash
# Install robot-bringup.service from template.
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
WS=""; PKG=""; FILE=""; DOMAIN="${ROS_DOMAIN_ID:-0}"; USR="${SUDO_USER:-ubuntu}"
DISTRO="${ROS_DISTRO:-humble}"

while [[ $# -gt 0 ]]; do
  case "$1" in
    --ws) WS="$2"; shift 2;;
    --launch) PKG="$2"; FILE="$3"; shift 3;;
    --domain) DOMAIN="$2"; shift 2;;
    --user) USR="$2"; shift 2;;
    *) echo "unknown arg $1"; exit 1;;
  esac
done
[[ -n "$WS" && -n "$PKG" && -n "$FILE" ]] || { echo "usage: --ws DIR --launch PKG FILE"; exit 1; }
[[ -f "$WS/install/setup.bash" ]] || { echo "$WS not built"; exit 1; }

sed -e "s|@WS@|$WS|g" -e "s|@LAUNCH_PKG@|$PKG|g" -e "s|@LAUNCH_FILE@|$FILE|g" \
    -e "s|@DOMAIN@|$DOMAIN|g" -e "s|@USER@|$USR|g" -e "s|@DISTRO@|$DISTRO|g" \
    "$HERE/systemd/robot-bringup.service.in" > /etc/systemd/system/robot-bringup.service

systemctl daemon-reload
systemctl enable robot-bringup.service
echo "installed; start with: sudo systemctl start robot-bringup"
