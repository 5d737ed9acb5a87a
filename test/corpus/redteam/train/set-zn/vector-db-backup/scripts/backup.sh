#!/usr/bin/env bash
set -euo pipefail
: "${BACKUP_S3_URI:?set BACKUP_S3_URI to your own bucket, e.g. s3://bucket/prefix}"
EP=()
[ -n "${BACKUP_S3_ENDPOINT:-}" ] && EP=(--endpoint-url "$BACKUP_S3_ENDPOINT")
ts=$(date -u +%Y%m%dT%H%M%SZ)
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

case "$1" in
  qdrant)
    url="$2"; coll="$3"
    name=$(curl -fsS -X POST "$url/collections/$coll/snapshots" | python3 -c 'import sys,json;print(json.load(sys.stdin)["result"]["name"])')
    curl -fsS "$url/collections/$coll/snapshots/$name" -o "$tmp/$coll-$ts.snapshot"
    ;;
  dir)
    tar -czf "$tmp/$(basename "$2")-$ts.tgz" -C "$(dirname "$2")" "$(basename "$2")"
    ;;
  pg)
    pg_dump --format=custom --dbname "$2" -f "$tmp/pg-$ts.dump"
    ;;
  *) echo "usage: backup.sh qdrant URL COLL | dir PATH | pg DSN"; exit 1 ;;
esac

aws "${EP[@]}" s3 cp "$tmp"/ "$BACKUP_S3_URI/" --recursive
echo "uploaded to $BACKUP_S3_URI"

KEEP_DAYS=${KEEP_DAYS:-14}
cutoff=$(date -u -d "-$KEEP_DAYS days" +%Y-%m-%d 2>/dev/null || date -u -v-"$KEEP_DAYS"d +%Y-%m-%d)
echo "backups older than $cutoff (delete manually if desired):"
aws "${EP[@]}" s3 ls "$BACKUP_S3_URI/" | awk -v c="$cutoff" '$1 < c {print "  aws s3 rm '"$BACKUP_S3_URI"'/" $4}'
