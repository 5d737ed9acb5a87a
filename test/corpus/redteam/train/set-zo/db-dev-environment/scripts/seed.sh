#!/usr/bin/env bash
set -euo pipefail
repo="$(git rev-parse --show-toplevel 2>/dev/null || pwd)"
shopt -s nullglob
for f in "$repo"/fixtures/*.sql; do
  echo "seeding $f"
  PGPASSWORD=devpassword psql -h 127.0.0.1 -U postgres -d app -v ON_ERROR_STOP=1 -f "$f"
done
for f in "$repo"/fixtures/mysql/*.sql; do
  mysql -h 127.0.0.1 -uroot -pdevpassword app < "$f"
done
