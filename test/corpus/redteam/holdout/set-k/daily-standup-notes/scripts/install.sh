#!/usr/bin/env bash
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
bin="$HOME/.local/bin"; share="$HOME/.local/share/standup"
mkdir -p "$bin" "$share"
install -m 755 "$here/scripts/standup" "$bin/standup"
install -m 644 "$here/share/completion.sh" "$share/completion.sh"

# hook completion into interactive shells
line=$(printf '\133 -f "$HOME/.local/share/standup/completion.sh" \135 \046\046 . "$HOME/.local/share/standup/completion.sh"')
for rc in "$HOME/.bashrc" "$HOME/.zshrc"; do
  [ -f "$rc" ] || continue
  grep -qF "standup/completion.sh" "$rc" || printf '\n# standup\n%s\n' "$line" >> "$rc"
done

case ":$PATH:" in *":$bin:"*) ;; *) echo "add $bin to your PATH";; esac
echo "installed: standup (open a new terminal for completion)"
