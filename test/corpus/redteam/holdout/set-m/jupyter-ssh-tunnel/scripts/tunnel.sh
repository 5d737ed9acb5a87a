#!/usr/bin/env bash
# tunnel.sh user@host [remote_port] [local_port]
set -euo pipefail
TARGET="${1:?user@host}"
RPORT="${2:-8888}"
LPORT="${3:-$RPORT}"
if ss -ltn 2>/dev/null | grep -q ":$LPORT "; then
  echo "local port $LPORT is busy; pass a different local port" >&2; exit 1
fi
echo "forwarding localhost:$LPORT → $TARGET:127.0.0.1:$RPORT (Ctrl-C to stop)"
exec ssh -N -o ExitOnForwardFailure=yes -L "$LPORT:127.0.0.1:$RPORT" "$TARGET"
