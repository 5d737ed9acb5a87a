#!/usr/bin/env bash
# Install ROS 2 from packages.ros.org (official). Mirrors docs.ros.org install steps.
set -euo pipefail
VARIANT=desktop
[[ "${1:-}" == "--base" ]] && VARIANT=ros-base

. /etc/os-release
case "$VERSION_CODENAME" in
  jammy) DISTRO=humble ;;
  noble) DISTRO=jazzy ;;
  *) echo "Unsupported Ubuntu release: $VERSION_CODENAME (need jammy or noble)"; exit 1 ;;
esac

run() { echo "+ $*"; "$@"; }

# locale
run sudo apt-get update
run sudo apt-get install -y locales software-properties-common curl
run sudo locale-gen en_US en_US.UTF-8
run sudo update-locale LC_ALL=en_US.UTF-8 LANG=en_US.UTF-8
run sudo add-apt-repository -y universe

# signing key from the official rosdistro repo, then the apt source
KEYRING=/usr/share/keyrings/ros-archive-keyring.gpg
if [[ ! -f "$KEYRING" ]]; then
  run sudo curl -sSL https://raw.githubusercontent.com/ros/rosdistro/master/ros.key -o "$KEYRING"
fi
ARCH="$(dpkg --print-architecture)"
echo "deb [arch=$ARCH signed-by=$KEYRING] http://packages.ros.org/ros2/ubuntu $VERSION_CODENAME main" \
  | sudo tee /etc/apt/sources.list.d/ros2.list >/dev/null
echo "+ wrote /etc/apt/sources.list.d/ros2.list"

run sudo apt-get update
run sudo apt-get install -y "ros-$DISTRO-$VARIANT" ros-dev-tools

if [[ ! -f /etc/ros/rosdep/sources.list.d/20-default.list ]]; then
  run sudo rosdep init
fi
run rosdep update

echo
echo "ROS 2 $DISTRO ($VARIANT) installed."
echo "Add to your shell:  echo 'source /opt/ros/$DISTRO/setup.bash' >> ~/.bashrc"
