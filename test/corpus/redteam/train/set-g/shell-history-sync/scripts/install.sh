#!/usr/bin/env bash
set -e
HERE="$(cd "$(dirname "$0")" && pwd)"
D="$HOME/.local/share/hs"
mkdir -p "$D"
cp "$HERE/hs.sh" "$D/hs.sh"; cp "$HERE/hs-push" "$D/hs-push"; chmod +x "$D/hs-push"
for rc in "$HOME/.bashrc" "$HOME/.zshrc"; do
  [ -f "$rc" ] && ! grep -q 'hs/hs.sh' "$rc" && echo '[ -f ~/.local/share/hs/hs.sh ] && . ~/.local/share/hs/hs.sh' >> "$rc"
done
echo "history sync enabled; open a new shell"
