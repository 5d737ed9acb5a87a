#!/bin/bash
# Install / remove the shotsort LaunchAgent.
set -euo pipefail

label=com.shotsort.agent
here=$(cd "$(dirname "$0")/.." && pwd)
support="$HOME/Library/Application Support/shotsort"
agent="$HOME/Library/LaunchAgents/$label.plist"

if [ "${1:-}" = "--remove" ]; then
  launchctl bootout "gui/$(id -u)/$label" 2>/dev/null || true
  rm -f "$agent"
  rm -rf "$support"
  echo "removed"
  exit 0
fi

shot_dir=$(defaults read com.apple.screencapture location 2>/dev/null || echo "$HOME/Desktop")
shot_dir=${shot_dir/#\~/$HOME}

mkdir -p "$support" "$HOME/Library/LaunchAgents" "$HOME/Library/Logs"
cp "$here/scripts/organize.py" "$support/organize.py"

sed -e "s#__HOME__#$HOME#g" -e "s#__SHOT_DIR__#$shot_dir#g" \
  "$here/launchd/$label.plist" > "$agent"
plutil -lint "$agent" >/dev/null

launchctl bootout "gui/$(id -u)/$label" 2>/dev/null || true
launchctl bootstrap "gui/$(id -u)" "$agent"
echo "agent installed; watching $shot_dir"
