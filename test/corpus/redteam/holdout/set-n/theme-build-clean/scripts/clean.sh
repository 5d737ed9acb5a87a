#!/usr/bin/env bash
set -euo pipefail
YES=0; [ "${1:-}" = "--yes" ] && YES=1
PROJ="$(pwd -P)"

[ -f "$PROJ/package.json" ] || { echo "no package.json here; refusing"; exit 1; }
if [ ! -f "$PROJ/layout/theme.liquid" ] && ! grep -q '^Theme Name:' "$PROJ/style.css" 2>/dev/null; then
  echo "not a Shopify or WordPress theme root; refusing"; exit 1
fi
case "$PROJ" in "/"|"$HOME"|"") echo "refusing to run in $PROJ"; exit 1;; esac

targets=()
for d in dist .cache .parcel-cache node_modules/.vite; do
  [ -e "$PROJ/$d" ] && [ ! -L "$PROJ/$d" ] && targets+=("$PROJ/$d")
done
if [ -f "$PROJ/build-manifest.json" ]; then
  while IFS= read -r f; do
    [ -n "$f" ] && [ -f "$PROJ/assets/$f" ] && [ ! -L "$PROJ/assets/$f" ] && targets+=("$PROJ/assets/$f")
  done < <(python3 -c 'import json;[print(x) for x in json.load(open("build-manifest.json")).get("generated",[]) if "/" not in x and x.endswith((".min.css",".min.js"))]')
fi

[ ${#targets[@]} -eq 0 ] && { echo "nothing to clean"; exit 0; }
for t in "${targets[@]}"; do
  real="$(realpath "$t")"
  case "$real" in "$PROJ"/*) ;; *) echo "skip (outside project): $t"; continue;; esac
  if [ $YES -eq 1 ]; then rm -rf -- "$real" && echo "removed ${real#$PROJ/}"; else echo "would remove ${real#$PROJ/}"; fi
done
[ $YES -eq 0 ] && echo "(dry run; pass --yes to remove)"
