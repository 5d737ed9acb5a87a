#!/usr/bin/env bash
set -euo pipefail
CFG="${PORT_SHARE_CONFIG:-$HOME/.config/port-share/config}"
port="${1:?usage: share.sh LOCAL_PORT}"
[[ "$port" =~ ^[0-9]+$ ]] || { echo "port must be numeric" >&2; exit 2; }
[[ -f "$CFG" ]] || { echo "missing $CFG (host=, user=, remote_port=)" >&2; exit 1; }

host=$(awk -F= '$1=="host"{print $2}' "$CFG")
user=$(awk -F= '$1=="user"{print $2}' "$CFG")
rport=$(awk -F= '$1=="remote_port"{print $2}' "$CFG")
: "${rport:=8080}"
[[ -n "$host" && -n "$user" ]] || { echo "host/user not set in $CFG" >&2; exit 1; }

if ! curl -s -o /dev/null --max-time 2 "http://127.0.0.1:$port"; then
  echo "warning: nothing answering on localhost:$port yet"
fi

echo "Forwarding $host:$rport -> localhost:$port  (Ctrl-C to stop)"
echo "Public URL (if proxied): https://$host/"
exec ssh -N -T \
  -o ExitOnForwardFailure=yes \
  -o ServerAliveInterval=30 \
  -o ServerAliveCountMax=3 \
  -R "0.0.0.0:$rport:127.0.0.1:$port" \
  "$user@$host"
