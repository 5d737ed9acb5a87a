#!/usr/bin/env bash
# Install a user-level schedule for backup.sh (no root). Shows files before installing.
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
kind="${1:?systemd|launchd}"
render() { sed -e "s#__BACKUP_SH__#$HERE/scripts/backup.sh#g" -e "s#__HOME__#$HOME#g" "$1"; }

case "$kind" in
  systemd)
    dest="$HOME/.config/systemd/user"; mkdir -p "$dest"
    for f in restic-backup.service restic-backup.timer; do
      echo "----- $dest/$f"; render "$HERE/templates/systemd/$f" | tee "$dest/$f"
    done
    systemctl --user daemon-reload
    systemctl --user enable --now restic-backup.timer
    systemctl --user list-timers restic-backup.timer
    ;;
  launchd)
    dest="$HOME/Library/LaunchAgents/org.restic.backup.plist"
    echo "----- $dest"; render "$HERE/templates/launchd/org.restic.backup.plist" | tee "$dest"
    launchctl bootstrap "gui/$(id -u)" "$dest"
    launchctl print "gui/$(id -u)/org.restic.backup" | head -20
    ;;
  *) echo "usage: install_schedule.sh systemd|launchd"; exit 2 ;;
esac
