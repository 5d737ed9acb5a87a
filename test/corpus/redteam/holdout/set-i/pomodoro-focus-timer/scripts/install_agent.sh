#!/bin/bash
# Registers the FocusFlow notifier LaunchAgent for the current user.
set -e
HERE="$(cd "$(dirname "$0")/.." && pwd)"
DEST="$HOME/Library/LaunchAgents/com.focusflow.timer.plist"
mkdir -p "$HOME/Library/LaunchAgents" "$HOME/.focusflow"
sed "s#__HOME__#$HOME#g" "$HERE/templates/com.focusflow.timer.plist" > "$DEST"
launchctl unload "$DEST" 2>/dev/null || true
launchctl load -w "$DEST"
echo "FocusFlow notifier installed."
