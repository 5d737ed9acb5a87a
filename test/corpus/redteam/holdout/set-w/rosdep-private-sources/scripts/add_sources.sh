#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
[[ $EUID -eq 0 ]] || { echo "run with sudo"; exit 1; }

SRC_DIR=/etc/ros/rosdep/sources.list.d
SHARE=/usr/local/share/rosdep-robotics
mkdir -p "$SRC_DIR" "$SHARE"
install -m 0644 "$HERE/config/robotics-team.yaml" "$SHARE/robotics-team.yaml"

# rosdep reads sources.list.d in lexical order; first definition of a key wins.
# '20-default.list' is the stock file, '10-' sorts before it.
echo "yaml file://$SHARE/robotics-team.yaml" > "$SRC_DIR/10-robotics-team.list"
if [[ ! -f "$SRC_DIR/20-default.list" ]]; then
  rosdep init || true
fi

. /etc/os-release
grep "$VERSION_CODENAME" "$HERE/config/robotics-apt.list" > /etc/apt/sources.list.d/robotics-team.list
# let team packages (same names as ubuntu ones) take precedence
cat > /etc/apt/preferences.d/robotics-team <<PREF
Package: *
Pin: origin apt.robotics-team.invalid
Pin-Priority: 1001
PREF
apt-get update -qq
echo "sources added - run: rosdep update"
