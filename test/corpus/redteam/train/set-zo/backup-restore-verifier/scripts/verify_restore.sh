#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
set -a; . "$here/config/verify.env"; set +a

verify_db="${DB_NAME}${VERIFY_SUFFIX:-}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

newest_dump() {
  if [[ "$BACKUP_DIR" == s3://* ]]; then
    local key
    key="$(aws s3 ls "$BACKUP_DIR/" | sort | awk '/\.dump$/ {f=$4} END {print f}')"
    aws s3 cp "$BACKUP_DIR/$key" "$work/$key" >/dev/null
    echo "$work/$key"
  else
    ls -1t "$BACKUP_DIR"/*.dump | head -n1
  fi
}

echo "[1/5] preparing scratch database ${verify_db}"
psql -d postgres -Xqc "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${verify_db}' AND pid <> pg_backend_pid();" >/dev/null
dropdb --if-exists "$verify_db"
createdb "$verify_db"

echo "[2/5] locating newest dump"
dump="$(newest_dump)"
echo "      $dump ($(du -h "$dump" | cut -f1))"

echo "[3/5] restoring with ${RESTORE_JOBS} jobs"
start=$(date +%s)
pg_restore -j "$RESTORE_JOBS" --no-owner --no-acl -d "$verify_db" "$dump"
echo "      restored in $(( $(date +%s) - start ))s"

echo "[4/5] running probes"
fail=0
while IFS= read -r q; do
  [[ -z "$q" || "$q" == --* ]] && continue
  ok="$(psql -d "$verify_db" -XAtc "$q" || echo f)"
  printf '      %-70s %s\n' "${q:0:70}" "$ok"
  [[ "$ok" == "t" ]] || fail=1
done < "$here/config/probes.sql"

echo "[5/5] cleanup"
if [[ "${KEEP:-0}" != "1" ]]; then
  dropdb --if-exists "$verify_db"
fi

if (( fail )); then echo "BACKUP VERIFICATION FAILED"; exit 1; fi
echo "BACKUP OK"
