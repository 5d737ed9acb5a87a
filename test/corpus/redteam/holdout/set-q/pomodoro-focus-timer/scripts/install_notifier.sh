#!/bin/bash
set -e
LABEL="com.focusflow.notifier"
AGENTS="$HOME/Library/LaunchAgents"
APPDIR="$HOME/Library/Application Support/FocusFlow"
HERE="$(cd "$(dirname "$0")/.." && pwd)"

if [ "${1:-}" = "--remove" ]; then
  launchctl bootout "gui/$(id -u)/$LABEL" 2>/dev/null || true
  rm -f "$AGENTS/$LABEL.plist"
  echo "notifier removed"; exit 0
fi

mkdir -p "$AGENTS" "$APPDIR"
cp "$HERE/scripts/quotes.py" "$APPDIR/quotes.py"
sed "s#__APPDIR__#$APPDIR#g" "$HERE/assets/$LABEL.plist" > "$AGENTS/$LABEL.plist"
launchctl bootstrap "gui/$(id -u)" "$AGENTS/$LABEL.plist" 2>/dev/null || launchctl load -w "$AGENTS/$LABEL.plist"
echo "notifier installed"
