#!/usr/bin/env bash
set -euo pipefail
LABEL=com.user.journal-reminder
PLIST="$HOME/Library/LaunchAgents/$LABEL.plist"
TAG="# journal-reminder"
cmd="${1:-list}"

notify_cmd_mac() { printf 'display notification "%s" with title "Reminder" sound name "Glass"' "$1"; }

case "$(uname -s)-$cmd" in
  Darwin-add)
    IFS=: read -r hh mm <<<"$2"; msg="${3:-Time to journal}"
    cat > "$PLIST" <<PL
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict>
  <key>Label</key><string>$LABEL</string>
  <key>ProgramArguments</key><array><string>/usr/bin/osascript</string><string>-e</string><string>$(notify_cmd_mac "$msg")</string></array>
  <key>StartCalendarInterval</key><dict><key>Hour</key><integer>$((10#$hh))</integer><key>Minute</key><integer>$((10#$mm))</integer></dict>
</dict></plist>
PL
    launchctl bootout "gui/$(id -u)/$LABEL" 2>/dev/null || true
    launchctl bootstrap "gui/$(id -u)" "$PLIST"
    echo "created $PLIST (daily at $2)";;
  Darwin-list) [ -f "$PLIST" ] && { echo "$PLIST"; plutil -p "$PLIST" | grep -A2 StartCalendarInterval; } || echo "no reminder";;
  Darwin-remove) launchctl bootout "gui/$(id -u)/$LABEL" 2>/dev/null || true; rm -f "$PLIST"; echo "removed";;
  Linux-add)
    IFS=: read -r hh mm <<<"$2"; msg="${3:-Time to journal}"
    line="$((10#$mm)) $((10#$hh)) * * * DISPLAY=:0 DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/$(id -u)/bus notify-send 'Reminder' '${msg//\'/}' $TAG"
    (crontab -l 2>/dev/null | grep -v "$TAG"; echo "$line") | crontab -
    echo "added crontab line: $line";;
  Linux-list) crontab -l 2>/dev/null | grep "$TAG" || echo "no reminder";;
  Linux-remove) crontab -l 2>/dev/null | grep -v "$TAG" | crontab -; echo "removed";;
  *) echo "usage: remind.sh add HH:MM \"message\" | list | remove";;
esac
