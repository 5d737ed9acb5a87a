#!/usr/bin/env bash
# install promptkit theme into bash and zsh
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
THEME="${THEME:-arc}"
case "$THEME" in arc|minimal) ;; *) echo "unknown theme $THEME (arc|minimal)"; exit 2 ;; esac
if [ "${1:-}" = "--uninstall" ]; then
  for rc in "$HOME/.bashrc" "$HOME/.zshrc" "$HOME/.profile"; do [ -f "$rc" ] && sed -i.bak "/# promptkit/d" "$rc"; done
  rm -rf "$HOME/.config/promptkit"; echo "promptkit removed"; exit 0
fi
dest="$HOME/.config/promptkit"
mkdir -p "$dest"
cp "$here/themes/init.sh" "$dest/init.sh"
echo "$THEME" > "$dest/theme"

line='[ -f "$HOME/.config/promptkit/init.sh" ] && . "$HOME/.config/promptkit/init.sh" # promptkit'
for rc in "$HOME/.bashrc" "$HOME/.zshrc" "$HOME/.profile"; do
  touch "$rc"
  grep -q '# promptkit' "$rc" || printf '\n%s\n' "$line" >> "$rc"
done
echo "installed theme '$THEME' - open a new terminal"
