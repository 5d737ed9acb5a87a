#!/usr/bin/env bash
# Hot backup of a Paper/Purpur server using RCON save-off/save-on.
set -euo pipefail
SERVER_DIR="${1:-$HOME/minecraft}"
DEST="${2:-$HOME/mc-backups}"
RCON="mcsm-rcon -H ${RCON_HOST:-127.0.0.1} -P ${RCON_PORT:-25575} -p ${RCON_PASSWORD:?set RCON_PASSWORD}"
stamp=$(date +%Y%m%d-%H%M%S)
mkdir -p "$DEST"

$RCON "say Backup starting, expect a small lag spike"
$RCON "save-off"
$RCON "save-all flush"
sleep 3
trap '$RCON "save-on"' EXIT

worlds=()
for w in world world_nether world_the_end; do
  [[ -d "$SERVER_DIR/$w" ]] && worlds+=("$w")
done
tar -C "$SERVER_DIR" -czf "$DEST/backup-$stamp.tar.gz" "${worlds[@]}"
$RCON "say Backup done ($(du -h "$DEST/backup-$stamp.tar.gz" | cut -f1))"

# keep last 14
ls -1t "$DEST"/backup-*.tar.gz | tail -n +15 | xargs -r rm --
