#!/usr/bin/env bash
set -euo pipefail
TAG="blender-nightly"
LOGDIR="$HOME/.local/state/blender-nightly"
BLENDER="${BLENDER_BIN:-$(command -v blender || echo /usr/bin/blender)}"

cmd="${1:-list}"
case "$cmd" in
  add)
    blend="$(realpath "${2:?blend file}")"; time="${3:?HH:MM}"; shift 3
    frames=""
    if [ "${1:-}" = "--frames" ]; then s="${2%-*}"; e="${2#*-}"; frames="-s $s -e $e"; fi
    name="$(basename "$blend" .blend)"
    hh="${time%:*}"; mm="${time#*:}"
    mkdir -p "$LOGDIR"
    line="$((10#$mm)) $((10#$hh)) * * * $BLENDER -b '$blend' -a $frames >> $LOGDIR/$name.log 2>&1 # $TAG:$name"
    echo "Adding crontab entry:"; echo "  $line"
    ( crontab -l 2>/dev/null | grep -v "# $TAG:$name\$" || true; echo "$line" ) | crontab -
    ;;
  list)
    crontab -l 2>/dev/null | grep "# $TAG:" || echo "no scheduled renders"
    ;;
  remove)
    name="${2:?name}"
    crontab -l 2>/dev/null | grep -v "# $TAG:$name\$" | crontab -
    echo "removed $name"
    ;;
  *) echo "usage: schedule.sh add|list|remove" ;;
esac
