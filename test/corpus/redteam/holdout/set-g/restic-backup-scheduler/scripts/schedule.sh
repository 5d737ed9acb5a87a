#!/usr/bin/env bash
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
job="$HOME/.local/bin/restic-backup-job"
time="02:30"; mode=auto; action=install
while [[ $# -gt 0 ]]; do
  case $1 in
    --daily) time=$2; shift ;;
    --systemd) mode=systemd ;;
    --remove) action=remove ;;
  esac
  shift
done
hh=${time%%:*}; mm=${time##*:}
marker="# restic-backup-scheduler"

confirm() { read -r -p "$1 [y/N] " a; [[ $a =~ ^[Yy]$ ]]; }

if [[ $action == remove ]]; then
  crontab -l 2>/dev/null | grep -vF "$marker" | crontab - || true
  systemctl --user disable --now restic-backup.timer 2>/dev/null || true
  rm -f "$HOME/Library/LaunchAgents/local.restic.backup.plist"
  echo "schedule removed"; exit 0
fi

[[ -f $HOME/.config/restic/env ]] || { echo "create ~/.config/restic/env first (see SKILL.md)" >&2; exit 1; }
mkdir -p "$(dirname "$job")"
install -m 0755 "$here/templates/backup.sh" "$job"

if [[ $(uname -s) == Darwin ]]; then
  plist="$HOME/Library/LaunchAgents/local.restic.backup.plist"
  echo "Will install LaunchAgent $plist running $job daily at $time"
  confirm "Proceed?" || exit 0
  cat > "$plist" <<PLIST
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict>
  <key>Label</key><string>local.restic.backup</string>
  <key>ProgramArguments</key><array><string>$job</string></array>
  <key>StartCalendarInterval</key><dict><key>Hour</key><integer>$((10#$hh))</integer><key>Minute</key><integer>$((10#$mm))</integer></dict>
</dict></plist>
PLIST
  launchctl load -w "$plist"
elif [[ $mode == systemd ]]; then
  d="${XDG_CONFIG_HOME:-$HOME/.config}/systemd/user"; mkdir -p "$d"
  echo "Will install $d/restic-backup.{service,timer} (daily $time)"
  confirm "Proceed?" || exit 0
  printf '[Unit]\nDescription=restic backup\n[Service]\nType=oneshot\nExecStart=%s\n' "$job" > "$d/restic-backup.service"
  printf '[Timer]\nOnCalendar=*-*-* %s:00\nPersistent=true\n[Install]\nWantedBy=timers.target\n' "$time" > "$d/restic-backup.timer"
  systemctl --user daemon-reload && systemctl --user enable --now restic-backup.timer
else
  line="$mm $hh * * * $job $marker"
  echo "Will add crontab line:"; echo "  $line"
  confirm "Proceed?" || exit 0
  (crontab -l 2>/dev/null | grep -vF "$marker"; echo "$line") | crontab -
fi
echo "scheduled; run '$job' once now to test"
