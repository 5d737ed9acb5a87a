#!/usr/bin/env bash
set -euo pipefail
source "$HOME/.config/restic/env"
# shellcheck disable=SC2086
restic backup $BACKUP_PATHS --exclude-caches --exclude node_modules --exclude .venv --exclude '*.tmp'
restic forget --keep-daily 7 --keep-weekly 5 --keep-monthly 12 --prune
