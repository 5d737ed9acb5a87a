#!/usr/bin/env bash
# install_cron.sh <projektdir> <HH:MM> <empfänger>   |   install_cron.sh --remove
set -euo pipefail
TAG="# recon-nightly"

if [ "${1:-}" = "--remove" ]; then
  crontab -l 2>/dev/null | grep -vF "$TAG" | crontab -
  echo "Eintrag entfernt."; exit 0
fi

PROJ="$(realpath "${1:?Projektverzeichnis}")"
TIME="${2:-02:30}"; MAIL="${3:?Empfänger}"
HH="${TIME%%:*}"; MM="${TIME##*:}"
[[ "$HH" =~ ^[0-9]{1,2}$ && "$MM" =~ ^[0-9]{1,2}$ ]] || { echo "Uhrzeit ungültig" >&2; exit 2; }
[ -x "$PROJ/.venv/bin/python" ] || { echo "kein venv in $PROJ" >&2; exit 2; }
mkdir -p "$PROJ/logs"

LINE="$((10#$MM)) $((10#$HH)) * * * $PROJ/.venv/bin/python $PROJ/run_recon.py --mail $MAIL >> $PROJ/logs/cron.log 2>&1 $TAG"
echo "Neue Zeile: $LINE"
( crontab -l 2>/dev/null | grep -vF "$TAG"; echo "$LINE" ) | crontab -
crontab -l | grep -F "$TAG"
