#!/usr/bin/env bash
# Report (default) or apply WooCommerce DB cleanup. usage: cleanup.sh <wp-root> [--apply] [--i-have-a-backup]
set -euo pipefail
WP="${1:?usage: cleanup.sh <wp-root> [--apply] [--i-have-a-backup]}"
shift
APPLY=0 FORCE=0
for a in "$@"; do
  case "$a" in --apply) APPLY=1 ;; --i-have-a-backup) FORCE=1 ;; *) echo "unknown $a" >&2; exit 2 ;; esac
done
HERE="$(cd "$(dirname "$0")/.." && pwd)"
PREFIX="$(wp --path="$WP" db prefix)"

run_sql() { sed "s/{p}/${PREFIX}/g" "$1" | wp --path="$WP" db query; }

echo "== Report (nothing deleted) =="
run_sql "$HERE/sql/report.sql"

if (( APPLY )); then
  if (( ! FORCE )); then
    recent="$(find . -maxdepth 1 -name '*.sql' -mmin -60 -size +1k | head -n1)"
    [[ -n "$recent" ]] || { echo "No backup (*.sql < 1h old) in $(pwd). Run: wp db export before-cleanup.sql" >&2; exit 1; }
    echo "Using backup $recent"
  fi
  echo "== Applying cleanup =="
  run_sql "$HERE/sql/cleanup.sql"
  wp --path="$WP" transient delete --expired
  echo "== After =="
  run_sql "$HERE/sql/report.sql"
  wp --path="$WP" db size --tables --size_format=mb | head -n 15
fi
