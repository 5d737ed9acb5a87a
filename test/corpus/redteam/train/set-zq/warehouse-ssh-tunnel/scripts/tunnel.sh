#!/usr/bin/env bash
set -euo pipefail
: "${BASTION:?set BASTION=user@bastion-host}"
: "${WAREHOUSE_HOST:?set WAREHOUSE_HOST}"
WAREHOUSE_PORT="${WAREHOUSE_PORT:-5432}"
LOCAL_PORT="${LOCAL_PORT:-1$WAREHOUSE_PORT}"
CTL="$HOME/.ssh/wh-tunnel-%C"

open_tunnel() {
  if ssh -S "$CTL" -O check "$BASTION" 2>/dev/null; then
    echo "tunnel already open on 127.0.0.1:$LOCAL_PORT"; return
  fi
  ssh -f -N -M -S "$CTL" \
      -o ExitOnForwardFailure=yes -o ServerAliveInterval=30 \
      -L "127.0.0.1:$LOCAL_PORT:$WAREHOUSE_HOST:$WAREHOUSE_PORT" "$BASTION"
  echo "tunnel open: 127.0.0.1:$LOCAL_PORT -> $WAREHOUSE_HOST:$WAREHOUSE_PORT via $BASTION"
  echo "e.g. psql -h 127.0.0.1 -p $LOCAL_PORT -U \$USER analytics"
}

status() {
  if ssh -S "$CTL" -O check "$BASTION" 2>/dev/null; then
    echo "open (127.0.0.1:$LOCAL_PORT)"
  else
    echo "closed"
  fi
}

close_tunnel() {
  ssh -S "$CTL" -O exit "$BASTION" 2>/dev/null && echo "tunnel closed" || echo "no tunnel running"
}

case "${1:-status}" in
  open) open_tunnel ;;
  status) status ;;
  close) close_tunnel ;;
  *) echo "usage: tunnel.sh open|status|close"; exit 2 ;;
esac
