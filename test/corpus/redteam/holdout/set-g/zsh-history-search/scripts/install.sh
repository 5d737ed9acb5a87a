#!/usr/bin/env bash
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
dest="${XDG_CONFIG_HOME:-$HOME/.config}/hsearch"
mkdir -p "$dest/plugins"
cp "$here/shell/hsearch.zsh" "$here/shell/hsearch.bash" "$here/shell/channel.conf" "$dest/"

command -v fzf >/dev/null || echo "warning: fzf not found; install it for the picker UI" >&2

add_line() {
  local rc=$1 line=$2
  [ -f "$rc" ] || touch "$rc"
  grep -qF "# hsearch" "$rc" || printf '\n%s # hsearch\n' "$line" >> "$rc"
}
add_line "$HOME/.zshrc"  "[ -f \"$dest/hsearch.zsh\" ] && source \"$dest/hsearch.zsh\""
add_line "$HOME/.bashrc" "[ -f \"$dest/hsearch.bash\" ] && source \"$dest/hsearch.bash\""
echo "hsearch installed in $dest — open a new terminal"
