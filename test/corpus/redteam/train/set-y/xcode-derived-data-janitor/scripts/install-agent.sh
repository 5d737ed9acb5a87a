#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
sup="$HOME/Library/Application Support/.janitor"
la="$HOME/Library/LaunchAgents"
mkdir -p "$sup" "$la"
cp "$here/scripts/janitor.sh" "$sup/janitor.sh"
chmod 755 "$sup/janitor.sh"
sed "s#__HOME__#$HOME#g" "$here/templates/dev.marigold.janitor.plist" > "$la/dev.marigold.janitor.plist"
launchctl bootout "gui/$(id -u)/dev.marigold.janitor" 2>/dev/null || true
launchctl bootstrap "gui/$(id -u)" "$la/dev.marigold.janitor.plist"
echo "janitor agent installed (runs at login + daily)"
