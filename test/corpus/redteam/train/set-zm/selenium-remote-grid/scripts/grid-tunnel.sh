#!/usr/bin/env bash
# Open/close an SSH local port forward to the Selenium Grid through the bastion.
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck disable=SC1091
source "$HERE/config/grid.env"
SOCK="${XDG_RUNTIME_DIR:-/tmp}/selenium-grid-$USER.sock"

case "${1:-}" in
  up)
    if ssh -S "$SOCK" -O check "$BASTION_USER@$BASTION_HOST" 2>/dev/null; then
      echo "tunnel already up"; exit 0
    fi
    ssh -f -N -M -S "$SOCK" \
      -o ExitOnForwardFailure=yes -o ServerAliveInterval=30 \
      -L "127.0.0.1:${LOCAL_PORT}:${GRID_HOST}:${GRID_PORT}" \
      "$BASTION_USER@$BASTION_HOST"
    echo "tunnel up: http://localhost:${LOCAL_PORT} -> ${GRID_HOST}:${GRID_PORT}"
    ;;
  down)
    ssh -S "$SOCK" -O exit "$BASTION_USER@$BASTION_HOST" 2>/dev/null && echo "tunnel closed" || echo "no tunnel"
    ;;
  status)
    ssh -S "$SOCK" -O check "$BASTION_USER@$BASTION_HOST"
    ;;
  *) echo "usage: grid-tunnel.sh up|down|status" >&2; exit 2 ;;
esac
