#!/bin/bash
set -euo pipefail
LABEL="com.stretchbreak.remind"
APP="$HOME/Library/Application Support/StretchBreak"
PLIST="$HOME/Library/LaunchAgents/$LABEL.plist"
HERE="$(cd "$(dirname "$0")/.." && pwd)"

if [ "${1:-}" = "--remove" ]; then
  launchctl bootout "gui/$(id -u)/$LABEL" 2>/dev/null || true
  rm -f "$PLIST"; rm -rf "$APP"
  echo "removed"; exit 0
fi

MIN="${1:-45}"
mkdir -p "$APP" "$(dirname "$PLIST")"
install -m 755 "$HERE/scripts/remind.sh" "$APP/remind.sh"
[ -f "$APP/tips.txt" ] || cp "$HERE/assets/tips.txt" "$APP/tips.txt"
sed -e "s#__SCRIPT__#$APP/remind.sh#" -e "s#__SECONDS__#$((MIN * 60))#" \
    "$HERE/assets/$LABEL.plist" > "$PLIST"
launchctl bootout "gui/$(id -u)/$LABEL" 2>/dev/null || true
launchctl bootstrap "gui/$(id -u)" "$PLIST"
echo "reminders every $MIN min (weekdays 09–18). Remove with: bash scripts/install.sh --remove"
