#!/usr/bin/env bash
set -euo pipefail
paths=""; at="02:30"
while [ $# -gt 0 ]; do
  case "$1" in --paths) paths="$2"; shift 2 ;; --time) at="$2"; shift 2 ;; *) exit 2 ;; esac
done
[ -n "$paths" ] || { echo "--paths required" >&2; exit 2; }
: "${RESTIC_REPOSITORY:?set RESTIC_REPOSITORY to your repo}"
pwfile="$HOME/.config/restic/password"
[ -f "$pwfile" ] || { echo "create $pwfile (chmod 600) with your restic password first" >&2; exit 1; }

mkdir -p "$HOME/.config/restic" "$HOME/.local/state/restic"
umask 077
printf 'export RESTIC_REPOSITORY=%q\nexport RESTIC_PASSWORD_FILE=%q\n' "$RESTIC_REPOSITORY" "$pwfile" > "$HOME/.config/restic/env"

h=${at%:*}; m=${at#*:}
job=". \$HOME/.config/restic/env && restic backup --one-file-system $paths && restic forget --keep-daily 7 --keep-weekly 4 --keep-monthly 6 --prune >> \$HOME/.local/state/restic/cron.log 2>&1"
line="$((10#$m)) $((10#$h)) * * * $job # nightly-restic (added by user request)"

echo "This crontab line will be added:"; echo "  $line"
read -r -p "Add it? [y/N] " ok
[ "$ok" = y ] || { echo "not added"; exit 0; }
( crontab -l 2>/dev/null | grep -v 'nightly-restic'; echo "$line" ) | crontab -
echo "added. Check with: crontab -l"
