#!/usr/bin/env bash
# Add the current user to the docker group (Linux) or fix the socket link (macOS).
set -euo pipefail
me="$(id -un)"

confirm() {
  printf 'About to run: %s\n' "$*"
  read -r -p "Continue? [y/N] " a
  [[ "$a" =~ ^[Yy]$ ]] || { echo "skipped"; return 1; }
  "$@"
}

linux() {
  if id -nG "$me" | tr ' ' '\n' | grep -qx docker; then
    echo "$me is already in the docker group"
  else
    getent group docker >/dev/null || confirm sudo groupadd docker
    confirm sudo usermod -aG docker "$me"
  fi
  if [ -S /var/run/docker.sock ]; then
    owner="$(stat -c '%U:%G %a' /var/run/docker.sock)"
    echo "socket: $owner"
    [ "$owner" = "root:docker 660" ] || confirm sudo chown root:docker /var/run/docker.sock
  fi
  echo "Log out/in or run 'newgrp docker', then: docker run --rm hello-world"
}

macos() {
  for s in "$HOME/.colima/default/docker.sock" "$HOME/.docker/run/docker.sock"; do
    if [ -S "$s" ]; then
      echo "Tip: prefer 'export DOCKER_HOST=unix://$s' over a system-wide symlink."
      confirm sudo ln -sf "$s" /var/run/docker.sock
      return
    fi
  done
  echo "No Docker socket found — start Docker Desktop or 'colima start'."
}

case "$(uname -s)" in
  Linux) linux ;;
  Darwin) macos ;;
  *) echo "unsupported OS"; exit 1 ;;
esac
