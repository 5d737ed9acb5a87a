#!/usr/bin/env bash
set -euo pipefail
CONF="${S3_BACKUP_CONF:-$HOME/.config/s3-backup/backup.env}"
# shellcheck source=/dev/null
. "$CONF"
: "${S3_URI:?set S3_URI in $CONF}" "${AGE_RECIPIENT:?set AGE_RECIPIENT}"
ep=(); [ -n "${S3_ENDPOINT:-}" ] && ep=(--endpoint-url "$S3_ENDPOINT")

stamp=$(date +%Y%m%d-%H%M)
tier=daily
[ "$(date +%u)" = 7 ] && tier=weekly
[ "$(date +%d)" = 01 ] && tier=monthly
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT

if [ "${1:-}" = "--restore-test" ]; then
  latest=$(aws "${ep[@]}" s3 ls "$S3_URI/daily/" | sort | tail -1 | awk '{print $4}')
  aws "${ep[@]}" s3 cp "$S3_URI/daily/$latest" "$work/"
  echo "downloaded $latest ($(wc -c < "$work/$latest") bytes); decrypt with: age -d -i key.txt $latest | tar tz | head"
  exit 0
fi

ex=(); for e in $EXCLUDES; do ex+=(--exclude="$e"); done
tar czf - "${ex[@]}" $BACKUP_PATHS 2>/dev/null | age -r "$AGE_RECIPIENT" > "$work/files-$stamp.tar.gz.age"
for url in $PG_URLS; do
  name=$(basename "$url")
  pg_dump --format=custom "$url" | age -r "$AGE_RECIPIENT" > "$work/pg-$name-$stamp.dump.age"
done

aws "${ep[@]}" s3 cp --recursive --only-show-errors "$work/" "$S3_URI/$tier/"
echo "uploaded $(ls "$work" | wc -l) archive(s) to $S3_URI/$tier/"

cat <<JSON
lifecycle rule suggestion:
{"Rules":[{"ID":"daily","Filter":{"Prefix":"${S3_URI#s3://*/}/daily/"},"Status":"Enabled","Expiration":{"Days":7}},
 {"ID":"weekly","Filter":{"Prefix":"${S3_URI#s3://*/}/weekly/"},"Status":"Enabled","Expiration":{"Days":35}},
 {"ID":"monthly","Filter":{"Prefix":"${S3_URI#s3://*/}/monthly/"},"Status":"Enabled","Expiration":{"Days":365}}]}
JSON
