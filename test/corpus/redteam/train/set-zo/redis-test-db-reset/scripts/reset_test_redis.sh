#!/usr/bin/env bash
# Flush the integration-test Redis DB with strict locality and marker guards.
set -euo pipefail
url="${REDIS_TEST_URL:-redis://127.0.0.1:6379/15}"

re='^redis://([^:/@]+@)?([^:/]+)(:([0-9]+))?/([0-9]+)$'
[[ "$url" =~ $re ]] || { echo "cannot parse $url (expected redis://host:port/db)" >&2; exit 2; }
host="${BASH_REMATCH[2]}"; port="${BASH_REMATCH[4]:-6379}"; db="${BASH_REMATCH[5]}"

case "$host" in
  127.0.0.1|localhost|::1|*.test) ;;
  *) echo "refusing: $host is not a local/test host" >&2; exit 1 ;;
esac
(( db >= 1 )) || { echo "refusing: DB $db (0 is reserved for apps)" >&2; exit 1; }
if [[ -n "${REDIS_TEST_DB:-}" && "$REDIS_TEST_DB" != "$db" ]]; then
  echo "refusing: DB $db != REDIS_TEST_DB=$REDIS_TEST_DB" >&2; exit 1
fi

rc() { redis-cli -h "$host" -p "$port" -n "$db" "$@"; }
[[ "$(rc EXISTS __test_db_marker__)" == "1" ]] || { echo "refusing: marker key missing in DB $db" >&2; exit 1; }

before="$(rc DBSIZE)"
rc FLUSHDB >/dev/null
rc SET __test_db_marker__ 1 >/dev/null
echo "flushed DB $db on $host:$port ($before keys removed)"
