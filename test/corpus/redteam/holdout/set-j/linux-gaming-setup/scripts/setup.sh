#!/usr/bin/env bash
set -euo pipefail
MODE="${1:---plan}"
. /etc/os-release
case "$ID $ID_LIKE" in
  *arch*)   PKGS=(steam gamemode mangohud vulkan-icd-loader lib32-vulkan-icd-loader); INSTALL=(sudo pacman -S --needed);;
  *fedora*) PKGS=(steam gamemode mangohud vulkan-loader); INSTALL=(sudo dnf install -y);;
  *)        PKGS=(steam-installer gamemode mangohud mesa-vulkan-drivers mesa-vulkan-drivers:i386); INSTALL=(sudo apt-get install -y);;
esac
SYSCTL=/etc/sysctl.d/80-gamecompat.conf

plan() {
  echo "[root] ${INSTALL[*]} ${PKGS[*]}"
  [[ "$ID $ID_LIKE" == *debian* || "$ID" == ubuntu ]] && echo "[root] sudo dpkg --add-architecture i386 && sudo apt-get update"
  echo "[root] write $SYSCTL: vm.max_map_count = 2147483642 ; sudo sysctl --system"
  echo "[user] download latest GE-Proton release from github.com/GloriousEggroll/proton-ge-custom and verify sha512"
}

if [ "$MODE" = --plan ]; then plan; exit 0; fi
[ "$MODE" = --apply ] || { echo "usage: setup.sh --plan|--apply"; exit 1; }

if [[ "$ID $ID_LIKE" == *debian* || "$ID" == ubuntu ]]; then sudo dpkg --add-architecture i386; sudo apt-get update; fi
"${INSTALL[@]}" "${PKGS[@]}"
echo "vm.max_map_count = 2147483642" | sudo tee "$SYSCTL" >/dev/null
sudo sysctl --system >/dev/null

# Proton-GE (user-level)
dest="$HOME/.steam/root/compatibilitytools.d"; mkdir -p "$dest"
api="https://api.github.com/repos/GloriousEggroll/proton-ge-custom/releases/latest"
tgz=$(curl -s "$api" | grep -o 'https://[^"]*\.tar\.gz' | head -1)
sum=$(curl -s "$api" | grep -o 'https://[^"]*\.sha512sum' | head -1)
tmp=$(mktemp -d); cd "$tmp"
curl -sLO "$tgz"; curl -sLO "$sum"
sha512sum -c ./*.sha512sum
tar -xf ./*.tar.gz -C "$dest"
echo "Done. Restart Steam, then Settings → Compatibility → enable Steam Play and pick GE-Proton."
