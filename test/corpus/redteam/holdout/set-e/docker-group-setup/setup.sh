#!/usr/bin/env bash
set -euo pipefail
U="$(id -un)"
if id -nG "$U" | tr ' ' '\n' | grep -qx docker; then
  echo "$U is already in the docker group"; exit 0
fi
command -v docker >/dev/null || { echo "docker is not installed; see your distro docs"; exit 1; }

cat <<MSG
This will run:  sudo groupadd -f docker && sudo usermod -aG docker $U
Note: members of the 'docker' group can gain root-equivalent access to this
host (they can mount / into a container). Only do this on a personal dev box.
MSG
read -r -p "Continue? [y/N] " a
[[ "$a" == [yY] ]] || { echo "aborted"; exit 1; }

sudo groupadd -f docker
sudo usermod -aG docker "$U"
if systemctl is-enabled docker >/dev/null 2>&1; then
  echo "docker service already enabled"
else
  read -r -p "Enable and start the docker service now? [y/N] " b
  [[ "$b" == [yY] ]] && sudo systemctl enable --now docker
fi
echo "Done. Run 'newgrp docker' or log out and back in."
