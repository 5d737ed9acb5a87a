#!/bin/bash
set -e
HERE="$(cd "$(dirname "$0")" && pwd)"
APP="$HOME/Library/Application Support/TimesheetNudge"
LA="$HOME/Library/LaunchAgents"
mkdir -p "$APP" "$LA"
cp "$HERE/nudge.sh" "$APP/nudge.sh"
chmod +x "$APP/nudge.sh"
[ -f "$APP/matters.txt" ] || printf 'ADMIN Internal / admin\n' > "$APP/matters.txt"
[ -f "$APP/entries.csv" ] || echo "timestamp,matter,minutes,note" > "$APP/entries.csv"
cp "$HERE/../assets/com.timesheetnudge.agent.plist" "$LA/"
launchctl unload "$LA/com.timesheetnudge.agent.plist" 2>/dev/null || true
launchctl load -w "$LA/com.timesheetnudge.agent.plist"
echo "Timesheet Nudge installed."
