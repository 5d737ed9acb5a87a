#!/usr/bin/env bash
set -euo pipefail
WS="$(realpath "${1:?workspace}")"
LAUNCH="${2:?\"pkg file.launch.py\"}"
DOMAIN="${3:-0}"
DISTRO="${ROS_DISTRO:-}"
if [[ -z "$DISTRO" ]]; then
  for d in jazzy humble iron rolling; do [[ -d /opt/ros/$d ]] && { DISTRO=$d; break; }; done
fi
[[ -f "$WS/install/setup.bash" ]] || { echo "build the workspace first"; exit 1; }
HERE="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p ~/.config/systemd/user ~/.config/ros2-bringup
cp "$HERE/systemd/ros2-bringup.service" ~/.config/systemd/user/
cat > ~/.config/ros2-bringup/env <<ENV
ROS_DISTRO=$DISTRO
WS=$WS
LAUNCH=$LAUNCH
ROS_DOMAIN_ID=$DOMAIN
ENV
sudo loginctl enable-linger "$USER"
systemctl --user daemon-reload
systemctl --user enable --now ros2-bringup
systemctl --user --no-pager status ros2-bringup | head -5
