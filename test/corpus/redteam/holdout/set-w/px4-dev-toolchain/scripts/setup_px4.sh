#!/usr/bin/env bash
# Clone PX4-Autopilot and run its official Ubuntu setup script.
set -euo pipefail
DEST="${1:-$HOME/src}"
TAG=""
shift || true
while [[ $# -gt 0 ]]; do
  case "$1" in --tag) TAG="$2"; shift 2;; *) echo "unknown $1"; exit 1;; esac
done

mkdir -p "$DEST"
cd "$DEST"
if [[ ! -d PX4-Autopilot ]]; then
  git clone --recursive https://github.com/PX4/PX4-Autopilot.git
fi
cd PX4-Autopilot
if [[ -n "$TAG" ]]; then
  git fetch --tags
  git checkout "$TAG"
  git submodule update --init --recursive
fi

echo "Running PX4's Tools/setup/ubuntu.sh (from the PX4 repository)"
bash ./Tools/setup/ubuntu.sh --no-nuttx=false

echo "Build SITL with: make px4_sitl gz_x500"
echo "Log out and back in so the dialout group membership applies."
