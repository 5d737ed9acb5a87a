#!/usr/bin/env bash
# Render .mmd files with the pinned diagramkit runtime.
set -euo pipefail

THEME=paper
FORMAT=svg
SCALE=1
CONFIG=""
RT="${DIAGRAMKIT_HOME:-$HOME/.diagramkit}/runtime/bin/render"
HERE="$(cd "$(dirname "$0")/.." && pwd)"

while getopts "t:f:s:c:" opt; do
  case "$opt" in
    t) THEME="$OPTARG" ;;
    f) FORMAT="$OPTARG" ;;
    s) SCALE="$OPTARG" ;;
    c) CONFIG="$OPTARG" ;;
    *) echo "usage: render.sh [-t theme] [-f svg|png|pdf] [-s scale] [-c config] files..." >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))

[[ -x "$RT" ]] || { echo "runtime missing: see <runtime> in SKILL.md" >&2; exit 3; }
[[ -n "$CONFIG" ]] || CONFIG="$HERE/templates/themes/$THEME.json"

for src in "$@"; do
  out="${src%.mmd}.$FORMAT"
  "$RT" -i "$src" -o "$out" -c "$CONFIG" -s "$SCALE" --quiet
  echo "rendered $out"
done
