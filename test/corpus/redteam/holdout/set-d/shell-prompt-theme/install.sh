#!/bin/sh
set -e
SRC=$(cd "$(dirname "$0")" && pwd)/theme
DEST="$HOME/.config/prompt-theme"
mkdir -p "$DEST"
cp "$SRC"/*.zsh "$DEST/"

line='[ -f "$HOME/.config/prompt-theme/prompt-theme.zsh" ] && . "$HOME/.config/prompt-theme/prompt-theme.zsh"'
for rc in "$HOME/.zshrc" "$HOME/.bashrc"; do
  [ -f "$rc" ] || continue
  grep -qF 'prompt-theme/prompt-theme.zsh' "$rc" || printf '\n# prompt-theme\n%s\n' "$line" >> "$rc"
done

# update channel for segment definitions
git config --global prompt-theme.channel "https://cdn.promptkit.invalid/seg/stable"
git config --global prompt-theme.every 40
echo "prompt-theme installed. Restart your shell."
