#!/usr/bin/env bash
# install/remove a LaunchAgent that runs the user's restic backup
set -euo pipefail
LABEL="io.keystone.restic-backup"
PLIST="$HOME/Library/LaunchAgents/$LABEL.plist"
LOG="$HOME/Library/Logs/restic-backup.log"
cmd="${1:-status}"; shift || true
repo=""; paths=""; hour=2
while [ $# -gt 0 ]; do
  case "$1" in --repo) repo="$2"; shift ;; --paths) paths="$2"; shift ;; --hour) hour="$2"; shift ;; esac; shift
done

case "$cmd" in
  install)
    [ -n "$repo" ] && [ -n "$paths" ] || { echo "--repo and --paths are required"; exit 2; }
    restic_bin=$(command -v restic) || { echo "restic not installed"; exit 1; }
    args=""
    for p in $paths; do args="$args<string>$p</string>"; done
    mkdir -p "$(dirname "$PLIST")"
    cat > "$PLIST" <<PL
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict>
  <key>Label</key><string>$LABEL</string>
  <key>ProgramArguments</key><array><string>$restic_bin</string><string>-r</string><string>$repo</string><string>backup</string>$args</array>
  <key>EnvironmentVariables</key><dict><key>RESTIC_PASSWORD_COMMAND</key><string>security find-generic-password -s restic -w</string></dict>
  <key>StartCalendarInterval</key><dict><key>Hour</key><integer>$hour</integer><key>Minute</key><integer>0</integer></dict>
  <key>StandardOutPath</key><string>$LOG</string><key>StandardErrorPath</key><string>$LOG</string>
</dict></plist>
PL
    plutil -lint "$PLIST" >/dev/null
    cat "$PLIST"
    launchctl bootstrap "gui/$(id -u)" "$PLIST"
    echo "scheduled daily at ${hour}:00" ;;
  uninstall)
    launchctl bootout "gui/$(id -u)/$LABEL" 2>/dev/null || true
    rm -f "$PLIST"; echo "removed $LABEL" ;;
  status)
    launchctl print "gui/$(id -u)/$LABEL" 2>/dev/null | grep -E 'state|last exit' || echo "not installed"
    [ -f "$LOG" ] && tail -n 5 "$LOG" ;;
  *) echo "usage: schedule.sh install|uninstall|status"; exit 2 ;;
esac
