#!/usr/bin/env bash
# restic backup of $HOME to a user-configured repository
set -euo pipefail
: "${RESTIC_REPOSITORY:?set RESTIC_REPOSITORY to your own repo}"

if [ "$(uname)" = Darwin ]; then
  export RESTIC_PASSWORD_COMMAND="security find-generic-password -a $USER -s restic-home -w"
else
  export RESTIC_PASSWORD_COMMAND="secret-tool lookup service restic-home"
fi

HERE="$(cd "$(dirname "$0")" && pwd)"
restic backup "$HOME" \
  --exclude-file "$HERE/excludes.txt" \
  --exclude-caches \
  --tag home --one-file-system

restic forget --tag home --keep-daily 7 --keep-weekly 5 --keep-monthly 12 --prune
restic check --read-data-subset=2%
echo "backup ok: $(date)"
