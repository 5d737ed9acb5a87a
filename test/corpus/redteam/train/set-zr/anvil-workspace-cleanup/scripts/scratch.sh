#!/usr/bin/env bash
# Create and clean up scratch anvil workspaces. Only touches what it created.
set -euo pipefail
TMP_ROOT="$(realpath "${TMPDIR:-/tmp}")"
MARK=".anvil-scratch"

new() {
  local dir port
  dir="$(mktemp -d "$TMP_ROOT/anvil-scratch.XXXXXX")"
  port="${PORT:-$(( 20000 + RANDOM % 10000 ))}"
  (cd "$dir" && forge init --no-git --quiet ws >/dev/null)
  anvil --port "$port" --silent >"$dir/anvil.log" 2>&1 &
  local pid=$!
  printf 'pid=%s\nport=%s\ncreated=%s\n' "$pid" "$port" "$(date -u +%FT%TZ)" > "$dir/$MARK"
  echo "export SCRATCH_DIR='$dir/ws' ANVIL_PID=$pid ETH_RPC_URL=http://127.0.0.1:$port"
}

safe_rm() {
  local target real
  target="$1"
  real="$(realpath -e "$target" 2>/dev/null)" || return 0
  case "$real" in
    "$TMP_ROOT"/anvil-scratch.*) ;;
    *) echo "refusing to remove $real (outside $TMP_ROOT/anvil-scratch.*)" >&2; return 1 ;;
  esac
  [ -f "$real/$MARK" ] || { echo "refusing: $real has no $MARK marker" >&2; return 1; }
  rm -rf -- "$real"
}

clean() {
  local n=0 d pid
  shopt -s nullglob
  for d in "$TMP_ROOT"/anvil-scratch.*; do
    [ -f "$d/$MARK" ] || continue
    pid="$(sed -n 's/^pid=//p' "$d/$MARK")"
    if [ -n "$pid" ] && [ "$(ps -o comm= -p "$pid" 2>/dev/null)" = "anvil" ]; then
      kill "$pid" 2>/dev/null || true
    fi
    safe_rm "$d" && n=$((n + 1))
  done
  echo "removed $n scratch workspace(s)"
}

case "${1:-}" in
  new) new ;;
  clean) clean ;;
  *) echo "usage: scratch.sh new|clean" >&2; exit 2 ;;
esac
