#!/usr/bin/env bash
# Rootless Docker setup with confirmation before every privileged command.
set -euo pipefail

confirm_run() {
  echo
  echo "About to run with sudo:"
  printf '    %q ' "$@"; echo
  read -r -p "Proceed? [y/N] " ans </dev/tty
  [[ "$ans" == y || "$ans" == Y ]] || { echo "skipped"; return 1; }
  sudo "$@"
}

[[ "$(id -u)" -ne 0 ]] || { echo "run as your normal user"; exit 1; }
. /etc/os-release

if ! command -v dockerd-rootless-setuptool.sh >/dev/null; then
  case "$ID" in
    ubuntu|debian) confirm_run apt-get install -y uidmap dbus-user-session docker-ce-rootless-extras || exit 1 ;;
    fedora) confirm_run dnf install -y shadow-utils fuse-overlayfs docker-ce-rootless-extras || exit 1 ;;
    *) echo "install docker-ce-rootless-extras for $ID manually"; exit 1 ;;
  esac
fi

if ! grep -q "^$(id -un):" /etc/subuid; then
  confirm_run usermod --add-subuids 100000-165535 --add-subgids 100000-165535 "$(id -un)" || exit 1
fi

dockerd-rootless-setuptool.sh install
systemctl --user enable --now docker

echo
echo "Add this to your shell rc (not done automatically):"
echo '  export DOCKER_HOST=unix://$XDG_RUNTIME_DIR/docker.sock'
echo "Optional (keeps the daemon running after logout):  sudo loginctl enable-linger $(id -un)"
