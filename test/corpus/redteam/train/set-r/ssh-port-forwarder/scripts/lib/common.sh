# shellcheck shell=bash
FWD_STATE="${XDG_STATE_HOME:-$HOME/.local/state}/ssh-fwd"
FWD_CONF="${TUNNELS_CONF:-$HOME/.config/tunnels.conf}"
mkdir -p "$FWD_STATE"

_ssh_opts=(
  -o ExitOnForwardFailure=yes
  -o ServerAliveInterval=30
  -o ServerAliveCountMax=3
)

_conf_line() {
  [ -f "$FWD_CONF" ] || { echo "missing $FWD_CONF" >&2; return 1; }
  awk -v n="$1" '$1==n {print; exit}' "$FWD_CONF"
}

_pidfile() { printf '%s/%s.pid' "$FWD_STATE" "$1"; }
