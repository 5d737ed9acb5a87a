#!/usr/bin/env bash
set -euo pipefail
HOST=""; WS=""; RWS=""; PKGS=""; RESTART=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --host) HOST="$2"; shift 2;;
    --ws) WS="$(realpath "$2")"; shift 2;;
    --remote-ws) RWS="$2"; shift 2;;
    --packages) PKGS="$2"; shift 2;;
    --restart) RESTART=1; shift;;
    *) echo "unknown $1"; exit 1;;
  esac
done
[[ -n "$HOST" && -d "$WS/src" ]] || { echo "usage: --host user@robot --ws LOCAL_WS [--remote-ws DIR]"; exit 1; }
RWS="${RWS:-ros2_ws}"
SSH=(ssh -o StrictHostKeyChecking=yes -o BatchMode=no "$HOST")

echo "local arch: $(uname -m), robot arch: $("${SSH[@]}" uname -m)"
"${SSH[@]}" "mkdir -p '$RWS/src'"

rsync -az --delete \
  --exclude build/ --exclude install/ --exclude log/ --exclude .git/ --exclude '__pycache__/' \
  -e "ssh -o StrictHostKeyChecking=yes" \
  "$WS/src/" "$HOST:$RWS/src/"

sel=""
[[ -n "$PKGS" ]] && sel="--packages-select $PKGS"
"${SSH[@]}" "bash -lc 'cd $RWS && source /opt/ros/\$ROS_DISTRO/setup.bash 2>/dev/null || source /opt/ros/*/setup.bash; colcon build --symlink-install $sel'"

if (( RESTART )); then
  ssh -t -o StrictHostKeyChecking=yes "$HOST" "sudo systemctl restart robot-bringup && systemctl --no-pager status robot-bringup | head -5"
fi
echo "deploy complete"
