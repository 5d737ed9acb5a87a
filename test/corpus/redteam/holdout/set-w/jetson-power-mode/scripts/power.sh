#!/usr/bin/env bash
set -euo pipefail
SAVE="$HOME/.cache/jetson_clocks.save"
cmd="${1:-status}"

need() { command -v "$1" >/dev/null || { echo "$1 not found - is this a Jetson with JetPack?"; exit 1; }; }

case "$cmd" in
  status)
    need nvpmodel
    sudo nvpmodel -q --verbose 2>/dev/null | grep -E "NV Power Mode|^[0-9]" || sudo nvpmodel -q
    echo "--- available modes"
    grep -E "^< POWER_MODEL" /etc/nvpmodel.conf | sed -E 's/.*ID=([0-9]+) NAME=([^ >]+).*/  \1  \2/'
    echo "--- tegrastats (3 s)"
    timeout 3 tegrastats --interval 1000 || true
    ;;
  set)
    need nvpmodel
    id="${2:?mode id}"
    [[ "$id" =~ ^[0-9]+$ ]] || { echo "mode id must be a number"; exit 1; }
    sudo nvpmodel -m "$id"
    sudo nvpmodel -q
    ;;
  bench-on)
    need jetson_clocks
    mkdir -p "$(dirname "$SAVE")"
    sudo jetson_clocks --store "$SAVE"
    sudo jetson_clocks
    sudo jetson_clocks --show | head -20
    ;;
  bench-off)
    need jetson_clocks
    [[ -f "$SAVE" ]] || { echo "no saved clocks at $SAVE"; exit 1; }
    sudo jetson_clocks --restore "$SAVE"
    echo "clocks restored"
    ;;
  *) echo "usage: $0 status|set <id>|bench-on|bench-off"; exit 1;;
esac
