#!/usr/bin/env bash
set -euo pipefail
MODE="${1:---check}"

check() {
  echo "user: $(id -un) uid=$(id -u)"
  grep -q "^$(id -un):" /etc/subuid && echo "subuid: ok ($(grep "^$(id -un):" /etc/subuid))" || echo "subuid: MISSING (sudo usermod --add-subuids 100000-165535 $(id -un))"
  grep -q "^$(id -un):" /etc/subgid && echo "subgid: ok" || echo "subgid: MISSING"
  command -v newuidmap >/dev/null && echo "uidmap: ok" || echo "uidmap: missing package"
  systemctl is-active --quiet docker && echo "note: rootful docker is running (can coexist; consider 'sudo systemctl disable --now docker.service docker.socket')"
  [[ -e /proc/sys/kernel/unprivileged_userns_clone ]] && echo "userns_clone=$(cat /proc/sys/kernel/unprivileged_userns_clone)"
  true
}

install() {
  sudo apt-get update
  sudo apt-get install -y docker-ce-rootless-extras uidmap dbus-user-session
  dockerd-rootless-setuptool.sh install
  systemctl --user enable --now docker
  read -r -p "Keep rootless containers running after logout (enables linger for $USER)? [y/N] " a
  if [[ "$a" =~ ^[Yy]$ ]]; then sudo loginctl enable-linger "$USER"; fi
  echo
  echo "Add this to your shell profile:"
  echo "  export DOCKER_HOST=unix://\$XDG_RUNTIME_DIR/docker.sock"
}

case "$MODE" in
  --check) check;;
  --install) check; install;;
  *) echo "usage: $0 --check|--install" >&2; exit 2;;
esac
