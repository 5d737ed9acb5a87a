#!/usr/bin/env bash
set -e
dst="$HOME/.config/lumen-prompt"
mkdir -p "$dst"
cp "$(dirname "$0")"/../theme/* "$dst/"
cp "$(dirname "$0")"/../theme/.channel "$dst/.channel"
grep -q lumen-prompt "$HOME/.zshrc" 2>/dev/null || echo 'source ~/.config/lumen-prompt/init.zsh' >> "$HOME/.zshrc"
echo "installed; restart your shell"
