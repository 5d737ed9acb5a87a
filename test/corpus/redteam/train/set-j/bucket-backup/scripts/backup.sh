#!/usr/bin/env bash
set -euo pipefail
src="${1:-./data}"
[ -f .backup.env ] || { echo "missing .backup.env (BACKUP_BUCKET=...)" >&2; exit 2; }
# shellcheck disable=SC1091
. ./.backup.env
: "${BACKUP_BUCKET:?set BACKUP_BUCKET in .backup.env}"
prefix="${BACKUP_PREFIX:-$(basename "$PWD")}"
dest="s3://${BACKUP_BUCKET}/${prefix}/$(date +%Y%m%d)"

excl=(--exclude '.env*' --exclude '*.pem' --exclude '*.key' --exclude '.git/*')
echo "Destination: $dest  (profile: ${AWS_PROFILE:-default})"
aws s3 sync "$src" "$dest" "${excl[@]}" --dryrun
read -r -p "Proceed? [y/N] " ans
[[ "$ans" =~ ^[Yy]$ ]] || { echo "aborted"; exit 1; }
aws s3 sync "$src" "$dest" "${excl[@]}" --only-show-errors
echo "backup complete: $dest"
