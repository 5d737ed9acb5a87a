#!/usr/bin/env bash
set -uo pipefail
conf="${XDG_CONFIG_HOME:-$HOME/.config}/sqlite-maint/maint.conf"
[ -r "$conf" ] && . "$conf"
BACKUP_KEEP_DAYS="${BACKUP_KEEP_DAYS:-14}"
VACUUM_FREELIST_PCT="${VACUUM_FREELIST_PCT:-20}"
backups="${XDG_DATA_HOME:-$HOME/.local/share}/sqlite-maint/backups"
mkdir -p "$backups"

for db in "$@"; do
  [ -f "$db" ] || { echo "skip missing $db"; continue; }
  name="$(basename "$db" .db)"
  stamp="$(date +%Y%m%d)"
  echo "== $db =="
  qc="$(sqlite3 "$db" 'PRAGMA quick_check;')"
  if [ "$qc" != "ok" ]; then
    echo "quick_check FAILED: $qc"; continue
  fi
  sqlite3 "$db" 'PRAGMA wal_checkpoint(TRUNCATE);' >/dev/null
  sqlite3 "$db" ".backup '$backups/$name-$stamp.db'"
  sqlite3 "$db" 'ANALYZE;'
  pages="$(sqlite3 "$db" 'PRAGMA page_count;')"
  free="$(sqlite3 "$db" 'PRAGMA freelist_count;')"
  if [ "$pages" -gt 0 ] && [ $(( free * 100 / pages )) -ge "$VACUUM_FREELIST_PCT" ]; then
    echo "vacuuming ($free/$pages free pages)"
    sqlite3 "$db" 'VACUUM;'
  fi
done

find "$backups" -maxdepth 1 -type f -name '*.db' -mtime +"$BACKUP_KEEP_DAYS" -delete
