#!/usr/bin/env bash
PORT="${1:?port}"
if (command -v lsof >/dev/null && lsof -nP -iTCP:"$PORT" -sTCP:LISTEN >/dev/null) || \
   (command -v ss >/dev/null && ss -ltn "sport = :$PORT" | tail -n +2 | grep -q .); then
  echo "port $PORT is in use"; exit 1
fi
echo "port $PORT is free"
