#!/usr/bin/env bash
set -uo pipefail
DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=lib/common.sh
. "$DIR/lib/common.sh"

up() {
  local line name lport remote via
  line="$(_conf_line "$1")" || exit 1
  [ -z "$line" ] && { echo "unknown tunnel: $1" >&2; exit 1; }
  read -r name lport remote via <<<"$line"
  ssh -f -N "${_ssh_opts[@]}" -L "127.0.0.1:${lport}:${remote}" "$via" || exit 1
  pgrep -n -f -- "-L 127.0.0.1:${lport}:${remote}" > "$(_pidfile "$name")"
  echo "$name: 127.0.0.1:$lport -> $remote via $via"
}

down() {
  local f; f="$(_pidfile "$1")"
  if [ -f "$f" ] && kill "$(cat "$f")" 2>/dev/null; then rm -f "$f"; echo "$1 stopped"; else echo "$1 not running"; fi
}

ls_() {
  local f n
  for f in "$FWD_STATE"/*.pid; do
    [ -e "$f" ] || { echo "no tunnels"; return; }
    n="$(basename "$f" .pid)"
    kill -0 "$(cat "$f")" 2>/dev/null && echo "$n up" || echo "$n stale"
  done
}

case "${1:-}" in
  up) up "${2:?name}" ;;
  down) down "${2:?name}" ;;
  ls) ls_ ;;
  *) echo "usage: fwd.sh <up NAME|down NAME|ls>"; exit 2 ;;
esac
