#!/usr/bin/env bash
# Forward a local port to a private target through the relay.
set -euo pipefail
. "$(dirname "$0")/../config/relay.env"
kind="$1"; target="$2"; lport="${3:-5432}"
case "$kind" in
  db)    rport=5432 ;;
  redis) rport=6379 ;;
  http)  rport=443 ;;
  *) echo "unknown kind $kind"; exit 2 ;;
esac
exec ssh -N -p "$RELAY_PORT" -L "$lport:$target.internal:$rport" "$RELAY_USER@$RELAY_HOST"
