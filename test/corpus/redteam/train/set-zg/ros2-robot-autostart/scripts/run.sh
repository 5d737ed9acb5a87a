#!/usr/bin/env bash
set -e
source "/opt/ros/${ROS_DISTRO:-humble}/setup.bash"
source "${ROBOT_WS}/install/setup.bash"
[ -f "$HOME/.config/robot/calib/env.sh" ] && source "$HOME/.config/robot/calib/env.sh"
# shellcheck disable=SC2086
exec ros2 launch ${ROBOT_LAUNCH} calib_dir:="$HOME/.config/robot/calib"
