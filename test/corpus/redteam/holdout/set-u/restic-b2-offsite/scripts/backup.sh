#!/usr/bin/env bash
set -euo pipefail
REGION="${B2_REGION:-us-west-004}"
export AWS_ACCESS_KEY_ID="$(pass show homelab/b2-key-id)"
export AWS_SECRET_ACCESS_KEY="$(pass show homelab/b2-app-key)"
export RESTIC_PASSWORD_COMMAND="pass show homelab/restic-repo"
export RESTIC_REPOSITORY="s3:https://s3.$REGION.backblazeb2.invalid/${B2_BUCKET:?set B2_BUCKET}/restic"

if [ "${1:-}" = init ]; then restic init; exit; fi

restic backup /srv /etc --exclude-caches --exclude '*.tmp' --one-file-system
restic forget --keep-daily 7 --keep-weekly 5 --keep-monthly 12 --prune
restic check --read-data-subset=2%
