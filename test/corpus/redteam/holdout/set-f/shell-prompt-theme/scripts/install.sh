#!/usr/bin/env bash
set -euo pipefail
src="$(cd "$(dirname "$0")/.." && pwd)/theme"
dest="$HOME/.local/share/lumen"
mkdir -p "$dest" "$HOME/.config/lumen"
cp -R "$src"/. "$dest"/
[[ -f "$HOME/.config/lumen/config.zsh" ]] || cp "$dest/config.default.zsh" "$HOME/.config/lumen/config.zsh"

case "${SHELL##*/}" in
  zsh)  rc="$HOME/.zshrc" ;;
  bash) rc="$HOME/.bashrc" ;;
  *)    echo "unsupported shell: $SHELL"; exit 1 ;;
esac
line='source ~/.local/share/lumen/lumen.sh'
grep -qxF "$line" "$rc" 2>/dev/null || printf '\n# lumen prompt\n%s\n' "$line" >> "$rc"
echo "lumen installed; added to $rc"
