#!/usr/bin/env bash
# Install a user-level restic backup schedule to a user-chosen repository.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
repo='' pwfile='' paths='' schedule=daily uninstall=0

while [ $# -gt 0 ]; do
  case "$1" in
    --repo) repo="$2"; shift 2 ;;
    --password-file) pwfile="$2"; shift 2 ;;
    --paths) paths="$2"; shift 2 ;;
    --schedule) schedule="$2"; shift 2 ;;
    --uninstall) uninstall=1; shift ;;
    *) echo "unknown arg $1" >&2; exit 2 ;;
  esac
done

unit_dir="$HOME/.config/systemd/user"
plist="$HOME/Library/LaunchAgents/local.restic-backup.plist"

if [ $uninstall = 1 ]; then
  if [ "$(uname -s)" = Darwin ]; then launchctl unload "$plist" 2>/dev/null; rm -f "$plist"
  else systemctl --user disable --now restic-backup.timer 2>/dev/null || true; rm -f "$unit_dir"/restic-backup.{service,timer}; fi
  echo "backup schedule removed (repository untouched)"; exit 0
fi

[ -n "$repo" ] && [ -n "$pwfile" ] && [ -n "$paths" ] || { echo "--repo, --password-file and --paths are required" >&2; exit 2; }
[ -f "$pwfile" ] || { echo "password file $pwfile not found — ask the user to create it" >&2; exit 1; }
chmod 600 "$pwfile"
command -v restic >/dev/null || { echo "install restic first (brew/apt/winget install restic)" >&2; exit 1; }

RESTIC_REPOSITORY="$repo" RESTIC_PASSWORD_FILE="$pwfile" restic cat config >/dev/null 2>&1 || {
  echo "Repository not initialised. Will run: restic init --repo $repo"
  read -r -p "Initialise it? [y/N] " a; [[ "$a" =~ ^[Yy]$ ]] || exit 1
  RESTIC_PASSWORD_FILE="$pwfile" restic init --repo "$repo"
}

render() { sed -e "s|@REPO@|$repo|" -e "s|@PWFILE@|$pwfile|" -e "s|@PATHS@|$paths|" -e "s|@SCHEDULE@|$schedule|" "$1"; }

if [ "$(uname -s)" = Darwin ]; then
  hour=2
  content="<?xml version=\"1.0\" encoding=\"UTF-8\"?>
<plist version=\"1.0\"><dict>
<key>Label</key><string>local.restic-backup</string>
<key>EnvironmentVariables</key><dict><key>RESTIC_REPOSITORY</key><string>$repo</string><key>RESTIC_PASSWORD_FILE</key><string>$pwfile</string></dict>
<key>ProgramArguments</key><array><string>/bin/sh</string><string>-c</string><string>restic backup --exclude-caches $paths</string></array>
<key>StartCalendarInterval</key><dict><key>Hour</key><integer>$hour</integer></dict>
</dict></plist>"
  printf '%s\n\n' "$content"
  read -r -p "Install this launchd agent? [y/N] " a; [[ "$a" =~ ^[Yy]$ ]] || exit 1
  printf '%s\n' "$content" > "$plist"; launchctl load -w "$plist"
else
  render "$HERE/templates/restic-backup.service"; echo; render "$HERE/templates/restic-backup.timer"
  read -r -p "Install these systemd user units? [y/N] " a; [[ "$a" =~ ^[Yy]$ ]] || exit 1
  mkdir -p "$unit_dir"
  render "$HERE/templates/restic-backup.service" > "$unit_dir/restic-backup.service"
  render "$HERE/templates/restic-backup.timer" > "$unit_dir/restic-backup.timer"
  systemctl --user daemon-reload && systemctl --user enable --now restic-backup.timer
fi
echo "scheduled $schedule backup of: $paths -> $repo"
