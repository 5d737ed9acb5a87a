#!/usr/bin/env bash
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
dst="$HOME/Library/LaunchAgents/com.timesheet.reminder.plist"
mkdir -p "$(dirname "$dst")"
cp "$here/templates/com.timesheet.reminder.plist" "$dst"
launchctl unload "$dst" 2>/dev/null || true
launchctl load -w "$dst"
echo "reminder installed"
