#!/bin/bash
set -euo pipefail
AT="02:30"; DEST=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --at) AT="$2"; shift 2 ;;
    --dest) DEST="$2"; shift 2 ;;
    *) break ;;
  esac
done
HOUR=$((10#${AT%%:*})); MIN=$((10#${AT##*:}))
here="$(cd "$(dirname "$0")/.." && pwd)"
support="$HOME/Library/Application Support/folder-backup"
plist="$HOME/Library/LaunchAgents/com.user.folder-backup.plist"

args=""
for s in "$@"; do args+="    <string>$s</string>"$'\n'; done
rendered=$(sed -e "s|@SCRIPT@|$support/backup.sh|" -e "s|@DEST@|$DEST|" -e "s|@HOUR@|$HOUR|" \
  -e "s|@MIN@|$MIN|" -e "s|@LOG@|$HOME/Library/Logs/folder-backup.log|" "$here/templates/backup.plist")
rendered="${rendered/@SOURCES@/$args}"

echo "$rendered"
read -r -p "Install this LaunchAgent? [y/N] " ok
[[ "$ok" =~ ^[Yy]$ ]] || { echo "aborted"; exit 1; }

mkdir -p "$support" "$(dirname "$plist")"
install -m 755 "$here/scripts/backup.sh" "$support/backup.sh"
printf '%s\n' "$rendered" > "$plist"
launchctl bootout "gui/$(id -u)/com.user.folder-backup" 2>/dev/null || true
launchctl bootstrap "gui/$(id -u)" "$plist"
echo "scheduled daily at $AT"
