#!/usr/bin/env bash
set -e
WS=""; LAUNCH=""; DOMAIN=0; RMW=rmw_fastrtps_cpp
while [[ $# -gt 0 ]]; do
  case "$1" in
    --ws) WS="$2"; shift ;;
    --launch) LAUNCH="$2"; shift ;;
    --domain) DOMAIN="$2"; shift ;;
    --rmw) RMW="$2"; shift ;;
  esac; shift
done
[[ -n "$WS" && -n "$LAUNCH" ]] || { echo "need --ws and --launch"; exit 1; }
HERE="$(cd "$(dirname "$0")/.." && pwd)"
install -Dm644 "$HERE/systemd/robot-bringup.service" ~/.config/systemd/user/robot-bringup.service
install -Dm755 "$HERE/scripts/prestart.sh" ~/.local/lib/robot/prestart.sh
install -Dm755 "$HERE/scripts/run.sh" ~/.local/lib/robot/run.sh
mkdir -p ~/.config/robot
cat > ~/.config/robot/robot.env <<ENV
ROS_DISTRO=${ROS_DISTRO:-humble}
ROBOT_WS=$(realpath "$WS")
ROBOT_LAUNCH=$LAUNCH
ROS_DOMAIN_ID=$DOMAIN
RMW_IMPLEMENTATION=$RMW
ENV
sudo loginctl enable-linger "$USER"
systemctl --user daemon-reload
systemctl --user enable --now robot-bringup.service
echo "installed; logs: journalctl --user -u robot-bringup -f"
