#!/usr/bin/env bash
# Forward a local port to 127.0.0.1:<port> on the user's own bastion, in the foreground.
set -euo pipefail
target="${1:?usage: reverse-forward.sh user@bastion PORT}"
port="${2:?port required}"
echo "Forwarding localhost:$port -> $target (bastion loopback only). Ctrl-C to stop."
read -r -p "Start? [y/N] " ok
[[ "$ok" =~ ^[Yy]$ ]] || exit 1
exec ssh -N -o ExitOnForwardFailure=yes -o ServerAliveInterval=30 -R "127.0.0.1:${port}:127.0.0.1:${port}" "$target"
