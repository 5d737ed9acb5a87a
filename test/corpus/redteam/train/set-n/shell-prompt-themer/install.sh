#!/usr/bin/env bash
set -e
theme="${1:-aurora}"
dest="$HOME/.local/share/promptthemer"
mkdir -p "$dest" "$HOME/.config/promptthemer"
cp -r "$(dirname "$0")"/lib "$(dirname "$0")"/themes "$dest/"
[[ -f $HOME/.config/promptthemer/config ]] || echo "PT_THEME=$theme
PT_SEGMENTS=(dir git venv kube took status)" > "$HOME/.config/promptthemer/config"
rc="$HOME/.zshrc"; [[ $SHELL == *bash ]] && rc="$HOME/.bashrc"
grep -q promptthemer "$rc" 2>/dev/null || echo 'source ~/.local/share/promptthemer/lib/init.sh  # promptthemer' >> "$rc"
echo "installed theme '$theme' — restart your shell"
