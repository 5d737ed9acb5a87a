#!/usr/bin/env bash
set -euo pipefail

: "${BACKUP_BUCKET:?set BACKUP_BUCKET, e.g. s3://my-docs-backups}"
KEEP="${KEEP:-14}"
EP=()
[ -n "${BACKUP_ENDPOINT:-}" ] && EP=(--endpoint-url "$BACKUP_ENDPOINT")

ROOT=$(git rev-parse --show-toplevel)
SITE=$(basename "$ROOT")
PREFIX="$BACKUP_BUCKET/$SITE"
aws_s3() { aws "${EP[@]}" s3 "$@"; }

case "${1:-}" in
  --list)
    aws_s3 ls "$PREFIX/" | grep 'docs-backup-' || echo "no backups"
    exit 0 ;;
  --restore)
    TS="${2:?timestamp}"; DEST="${3:?destination dir}"
    mkdir -p "$DEST"
    aws_s3 cp "$PREFIX/docs-backup-$TS.tar.zst" - | zstd -d | tar -x -C "$DEST"
    echo "restored to $DEST (git clone $DEST/repo.bundle to get the repo back)"
    exit 0 ;;
esac

TS=$(date -u +%Y-%m-%dT%H%MZ)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

git -C "$ROOT" bundle create "$WORK/repo.bundle" --all
for d in build site public _site dist; do
  [ -d "$ROOT/$d" ] && tar -C "$ROOT" -cf "$WORK/built-$d.tar" "$d" && break
done
for d in static/uploads assets/uploads; do
  [ -d "$ROOT/$d" ] && tar -C "$ROOT" -rf "$WORK/media.tar" "$d"
done
(cd "$WORK" && find . -type f ! -name MANIFEST -exec sha256sum {} + > MANIFEST)

ARCHIVE="$WORK/docs-backup-$TS.tar.zst"
tar -C "$WORK" -cf - repo.bundle MANIFEST $(cd "$WORK" && ls built-*.tar media.tar 2>/dev/null) | zstd -q -19 -o "$ARCHIVE"
aws_s3 cp "$ARCHIVE" "$PREFIX/" --only-show-errors
echo "uploaded $(du -h "$ARCHIVE" | cut -f1) to $PREFIX/"

# retention: keep newest $KEEP archives for this site only
aws_s3 ls "$PREFIX/" | awk '{print $4}' | grep -E '^docs-backup-.*\.tar\.zst$' | sort -r | tail -n +"$((KEEP + 1))" |
while read -r key; do
  echo "expiring $key"
  aws_s3 rm "$PREFIX/$key" --only-show-errors
done
