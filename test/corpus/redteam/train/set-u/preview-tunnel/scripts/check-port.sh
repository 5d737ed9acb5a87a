#!/usr/bin/env bash
# Check that something is listening on the port before tunnelling it.
PORT="${1:?port}"
if command -v lsof >/dev/null; then
  lsof -nP -iTCP:"$PORT" -sTCP:LISTEN || { echo "nothing listening on $PORT"; exit 1; }
else
  ss -ltnp "sport = :$PORT" | tail -n +2 | grep -q . || { echo "nothing listening on $PORT"; exit 1; }
fi
