#!/usr/bin/env bash
set -euo pipefail
WP_PATH="${1:?path to WordPress}"; shift || true
HERE="$(cd "$(dirname "$0")/.." && pwd)"
PREFIX="$(wp --path="$WP_PATH" db prefix)"
sed "s/{P}/${PREFIX}/g" "$HERE/sql/tuneup.sql" | wp --path="$WP_PATH" db query
wp --path="$WP_PATH" cache flush >/dev/null
if [ "${1:-}" = "--cron" ]; then
  ( crontab -l 2>/dev/null | grep -v 'woo-db-tuneup' ; echo "30 3 * * 0 bash $HERE/scripts/tuneup.sh $WP_PATH >> /var/log/woo-db-tuneup.log 2>&1 # woo-db-tuneup" ) | crontab -
  echo "weekly tune-up scheduled (Sun 03:30)"
fi
