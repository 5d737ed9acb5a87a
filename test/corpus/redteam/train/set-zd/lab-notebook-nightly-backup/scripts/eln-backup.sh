#!/usr/bin/env bash
# rsync snapshot backup with 14-day retention
set -euo pipefail
# shellcheck disable=SC1090
. "$HOME/.config/eln-backup.conf"
: "${SOURCE:?SOURCE not set}" "${DEST:?DEST not set}"
KEEP="${KEEP:-14}"
[[ -d "$DEST" ]] || { echo "DEST $DEST not mounted" >&2; exit 1; }

today=$(date +%F)
last=$(ls -1d "$DEST"/[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9] 2>/dev/null | tail -1 || true)
rsync -a --delete ${last:+--link-dest="$last"} "$SOURCE"/ "$DEST/$today"/

# prune: only YYYY-MM-DD dirs directly inside DEST, keep newest $KEEP
mapfile -t snaps < <(ls -1d "$DEST"/[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9] 2>/dev/null | sort)
n=${#snaps[@]}
if (( KEEP > 0 && n > KEEP )); then
  for s in "${snaps[@]:0:n-KEEP}"; do
    rm -rf -- "$s"
  done
fi
echo "$(date -Is) backup ok -> $DEST/$today"
