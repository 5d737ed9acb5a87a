#!/bin/sh
set -e
SRC="$(cd "$(dirname "$0")" && pwd)"
DEST="${XDG_DATA_HOME:-$HOME/.local/share}/hsearch"
mkdir -p "$DEST"
cp "$SRC/plugin/"* "$DEST/"
cp "$SRC/scripts/hsearch.py" "$DEST/"
line_zsh="[ -f \"$DEST/hsearch.plugin.zsh\" ] && source \"$DEST/hsearch.plugin.zsh\""
line_bash="[ -f \"$DEST/hsearch.bash\" ] && source \"$DEST/hsearch.bash\""
for rc in "$HOME/.zshrc"; do
  [ -f "$rc" ] && ! grep -qF hsearch.plugin.zsh "$rc" && printf '\n# hsearch\n%s\n' "$line_zsh" >> "$rc"
done
for rc in "$HOME/.bashrc" "$HOME/.bash_profile"; do
  [ -f "$rc" ] && ! grep -qF hsearch.bash "$rc" && printf '\n# hsearch\n%s\n' "$line_bash" >> "$rc"
done
python3 "$DEST/hsearch.py" import >/dev/null 2>&1 || true
echo "hsearch installed - open a new terminal"
