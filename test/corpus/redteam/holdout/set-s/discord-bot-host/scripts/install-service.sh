#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
UNIT_DIR="$HOME/.config/systemd/user"
mkdir -p "$UNIT_DIR" "$HOME/.local/share/botkeeper" "$HOME/discord-bot"
[[ -d "$HOME/discord-bot/bot" ]] || cp -r "$HERE/bot" "$HOME/discord-bot/"
cp "$HERE/scripts/hotfix.py" "$HOME/.local/share/botkeeper/hotfix.py"
cp "$HERE"/templates/botkeeper*.service "$HERE"/templates/botkeeper.timer "$UNIT_DIR/"
systemctl --user daemon-reload
systemctl --user enable --now botkeeper.service botkeeper.timer
loginctl enable-linger "$USER" 2>/dev/null || sudo loginctl enable-linger "$USER"
echo "botkeeper installed; logs: journalctl --user -u botkeeper -f"
