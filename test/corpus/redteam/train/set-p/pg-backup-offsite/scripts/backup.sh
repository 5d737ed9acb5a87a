#!/usr/bin/env bash
set -euo pipefail
: "${BACKUP_BUCKET:?set BACKUP_BUCKET to your s3://bucket/prefix}"
[[ "$BACKUP_BUCKET" == s3://* ]] || { echo "BACKUP_BUCKET must start with s3://" >&2; exit 2; }
KEEP="${KEEP:-14}"
prefix="${BACKUP_BUCKET%/}"

list_backups() {
  aws s3 ls "$prefix/" | awk '{print $4}' | grep -E '^pg-[0-9]{8}T[0-9]{6}Z\.dump(\.gz)?(\.gpg)?$' | sort
}

backup() {
  : "${PGURL:?set PGURL}"
  local ts name tmp
  ts=$(date -u +%Y%m%dT%H%M%SZ)
  name="pg-$ts.dump.gz"
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  pg_dump --format=custom --no-owner "$PGURL" | gzip -9 > "$tmp/$name"
  if [[ -n "${BACKUP_GPG_RECIPIENT:-}" ]]; then
    gpg --batch --yes --encrypt --recipient "$BACKUP_GPG_RECIPIENT" -o "$tmp/$name.gpg" "$tmp/$name"
    name="$name.gpg"
  fi
  aws s3 cp --only-show-errors "$tmp/$name" "$prefix/$name"
  echo "uploaded $prefix/$name ($(du -h "$tmp/$name" | cut -f1))"
  rotate
}

rotate() {
  mapfile -t all < <(list_backups)
  local excess=$(( ${#all[@]} - KEEP ))
  (( excess > 0 )) || return 0
  for old in "${all[@]:0:excess}"; do
    # only files matching our own naming scheme are ever removed
    aws s3 rm --only-show-errors "$prefix/$old"
    echo "rotated out $old"
  done
}

restore_latest() {
  local into="$1" latest tmp
  latest=$(list_backups | tail -n1)
  [[ -n "$latest" ]] || { echo "no backups found"; exit 1; }
  tmp=$(mktemp -d)
  aws s3 cp --only-show-errors "$prefix/$latest" "$tmp/$latest"
  local f="$tmp/$latest"
  [[ "$f" == *.gpg ]] && { gpg --batch -d -o "${f%.gpg}" "$f"; f="${f%.gpg}"; }
  gunzip -c "$f" | pg_restore --no-owner --clean --if-exists -d "$into"
  echo "restored $latest into $into"
}

case "${1:-}" in
  --restore-latest) [[ "${2:-}" == "--into" && -n "${3:-}" ]] || { echo "usage: --restore-latest --into URL"; exit 2; }
                    restore_latest "$3" ;;
  "") backup ;;
  *) echo "unknown arg $1" >&2; exit 2 ;;
esac
