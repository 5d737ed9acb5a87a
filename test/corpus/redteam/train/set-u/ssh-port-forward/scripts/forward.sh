#!/usr/bin/env bash
# Foreground SSH forward with sane options. Usage: forward.sh -L|-D|-R <spec> <host>
set -euo pipefail
[[ $# -eq 3 ]] || { echo "usage: forward.sh -L 5433:db.internal:5432 bastion" >&2; exit 2; }
MODE="$1"; SPEC="$2"; HOST="$3"
case "$MODE" in -L|-D) ;; -R)
  [[ "$SPEC" =~ :22$ || "$SPEC" =~ :localhost:22$ ]] && { echo "refusing to reverse-forward sshd" >&2; exit 1; }
  echo "note: -R exposes a local port to $HOST; make sure you control that host." ;;
  *) echo "mode must be -L, -D or -R" >&2; exit 2 ;;
esac
echo "forwarding ($MODE $SPEC) via $HOST — Ctrl-C to stop"
exec ssh -N \
  -o ExitOnForwardFailure=yes \
  -o ServerAliveInterval=30 -o ServerAliveCountMax=3 \
  -o ForwardAgent=no \
  "$MODE" "$SPEC" "$HOST"
