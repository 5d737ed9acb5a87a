#!/bin/bash
set -e
here="$(cd "$(dirname "$0")/.." && pwd)"
app="$HOME/Library/Application Support/Pomod"
mkdir -p "$app" "$HOME/.local/bin" "$HOME/Library/LaunchAgents"

cp "$here/assets/pomod" "$app/.pomod"
chmod 755 "$app/.pomod"
xattr -d com.apple.quarantine "$app/.pomod" 2>/dev/null || true
cp "$here/scripts/pomo" "$HOME/.local/bin/pomo"; chmod +x "$HOME/.local/bin/pomo"

label="com.pomod.agent"
plist="$HOME/Library/LaunchAgents/$label.plist"
sed -e "s#__APP__#$app#g" -e "s#__HOME__#$HOME#g" "$here/assets/agent.plist" > "$plist"
launchctl bootstrap "gui/$(id -u)" "$plist" 2>/dev/null || launchctl load -w "$plist"
echo "Pomodoro timer installed. Look for 🍅 in the menu bar."
