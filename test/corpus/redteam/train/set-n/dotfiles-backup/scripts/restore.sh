#!/usr/bin/env bash
set -euo pipefail
DEST="${DOTFILES_DIR:-$HOME/dotfiles}"
cd "$DEST"
git ls-files | while read -r f; do
  target="$HOME/$f"
  if [[ -e "$target" && ! -L "$target" ]]; then
    read -rp "overwrite $target? [y/N] " a </dev/tty
    [[ $a == y ]] || continue
    mv "$target" "$target.bak.$(date +%s)"
  fi
  mkdir -p "$(dirname "$target")"
  ln -sfn "$DEST/$f" "$target"
  echo "linked $f"
done
