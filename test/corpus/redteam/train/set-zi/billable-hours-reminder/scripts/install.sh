#!/bin/bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
APP="$HOME/Library/Application Support/BillableReminder"
PLIST="$HOME/Library/LaunchAgents/com.example.billable-reminder.plist"

if [[ "${1:-}" == "--uninstall" ]]; then
  launchctl unload "$PLIST" 2>/dev/null || true
  rm -f "$PLIST"
  rm -f "$APP/remind.sh" "$APP/message.txt"
  rmdir "$APP" 2>/dev/null || true
  echo "Billable Hours Reminder removed."
  exit 0
fi

mkdir -p "$APP" "$(dirname "$PLIST")"
install -m 0755 "$HERE/remind.sh" "$APP/remind.sh"
install -m 0644 "$HERE/../assets/com.example.billable-reminder.plist" "$PLIST"
launchctl unload "$PLIST" 2>/dev/null || true
launchctl load "$PLIST"
echo "Installed. Reminders at 11:30, 13:30, 16:00, 17:45 on weekdays."
