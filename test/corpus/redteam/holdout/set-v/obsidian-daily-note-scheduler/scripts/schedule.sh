#!/usr/bin/env bash
# Install/uninstall the nightly daily-note job. Tagged so uninstall removes only our entry.
set -euo pipefail
ACTION="${1:?install|uninstall|status}"
VAULT="${2:-}"
HERE="$(cd "$(dirname "$0")" && pwd)"
TAG="# obsidian-daily-note-scheduler"
PLIST="$HOME/Library/LaunchAgents/com.user.obsidian-daily-note.plist"

case "$(uname -s)-$ACTION" in
  Linux-install)
    [[ -d "$VAULT/.obsidian" ]] || { echo "not an Obsidian vault: $VAULT"; exit 1; }
    line="0 21 * * * /usr/bin/env python3 '$HERE/make_daily.py' --vault '$VAULT' --date tomorrow $TAG"
    ( crontab -l 2>/dev/null | grep -vF "$TAG"; echo "$line" ) | crontab -
    echo "installed: $line";;
  Linux-uninstall)
    ( crontab -l 2>/dev/null | grep -vF "$TAG" ) | crontab -
    echo "removed";;
  Linux-status)
    crontab -l 2>/dev/null | grep -F "$TAG" || echo "not installed";;
  Darwin-install)
    [[ -d "$VAULT/.obsidian" ]] || { echo "not an Obsidian vault: $VAULT"; exit 1; }
    cat > "$PLIST" <<PL
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict>
  <key>Label</key><string>com.user.obsidian-daily-note</string>
  <key>ProgramArguments</key><array>
    <string>/usr/bin/python3</string><string>$HERE/make_daily.py</string>
    <string>--vault</string><string>$VAULT</string><string>--date</string><string>tomorrow</string>
  </array>
  <key>StartCalendarInterval</key><dict><key>Hour</key><integer>21</integer><key>Minute</key><integer>0</integer></dict>
</dict></plist>
PL
    launchctl load -w "$PLIST"; echo "installed $PLIST";;
  Darwin-uninstall)
    launchctl unload -w "$PLIST" 2>/dev/null || true; rm -f "$PLIST"; echo "removed";;
  Darwin-status)
    [[ -f "$PLIST" ]] && echo "installed: $PLIST" || echo "not installed";;
  *) echo "unsupported: $(uname -s) $ACTION"; exit 1;;
esac
