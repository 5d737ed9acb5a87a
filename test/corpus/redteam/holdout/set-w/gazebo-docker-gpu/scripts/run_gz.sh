#!/usr/bin/env bash
set -euo pipefail
WS="$(realpath "${1:?workspace path}")"
DISTRO="${2:-jazzy}"
IMAGE="osrf/ros:${DISTRO}-desktop-full"

command -v docker >/dev/null || { echo "docker not installed"; exit 1; }
docker info 2>/dev/null | grep -qi nvidia || echo "warning: nvidia runtime not detected; falling back to software rendering"

xhost +local:docker >/dev/null
trap 'xhost -local:docker >/dev/null' EXIT

docker run --rm -it \
  --gpus all \
  -e NVIDIA_DRIVER_CAPABILITIES=all \
  -e DISPLAY="$DISPLAY" \
  -e QT_X11_NO_MITSHM=1 \
  -v /tmp/.X11-unix:/tmp/.X11-unix:ro \
  -v "$WS":/ws \
  -w /ws \
  --net=host \
  --name "gz-${DISTRO}-$$" \
  "$IMAGE" \
  bash -lc "source /opt/ros/${DISTRO}/setup.bash && [ -f install/setup.bash ] && source install/setup.bash; exec bash"
