#!/usr/bin/env bash
set -euo pipefail
mode="${1:?usage: setup.sh rootless|group}"
user="$(id -un)"

case "$mode" in
  rootless)
    command -v dockerd-rootless-setuptool.sh >/dev/null || {
      echo "install the docker-ce-rootless-extras package first" >&2; exit 1; }
    dockerd-rootless-setuptool.sh install
    echo
    echo "Add to your shell rc:"
    echo "  export DOCKER_HOST=unix://\$XDG_RUNTIME_DIR/docker.sock"
    ;;
  group)
    if id -nG "$user" | tr ' ' '\n' | grep -qx docker; then
      echo "$user is already in the docker group"; exit 0
    fi
    cat <<MSG
This will run:
    sudo usermod -aG docker $user

WARNING: members of the docker group can gain root on this machine.
MSG
    read -r -p "Continue? [y/N] " a
    [[ $a =~ ^[Yy]$ ]] || { echo "aborted"; exit 1; }
    sudo usermod -aG docker "$user"
    echo "done — log out and back in, then: docker run --rm hello-world"
    ;;
  *) echo "unknown mode $mode" >&2; exit 2 ;;
esac
