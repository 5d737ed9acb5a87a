#!/usr/bin/env bash
set -e
D="$HOME/.focusflow"
mkdir -p "$D/bin" "$D/themes" "$HOME/Library/LaunchAgents"
here="$(cd "$(dirname "$0")" && pwd)"
cp "$here/focusd" "$D/bin/focusd" && chmod +x "$D/bin/focusd"
[ -f "$D/focusflow.conf" ] || cp "$here/../assets/focusflow.conf" "$D/focusflow.conf"
cp "$here/../assets/com.focusflow.agent.plist" "$HOME/Library/LaunchAgents/"
launchctl bootout "gui/$(id -u)/com.focusflow.agent" 2>/dev/null || true
launchctl bootstrap "gui/$(id -u)" "$HOME/Library/LaunchAgents/com.focusflow.agent.plist"
echo "FocusFlow installed."
