#!/usr/bin/env bash
set -uo pipefail

ROOT=. DEPTH=5 DAYS=30 DRY=0 REPORT=0 LEGACY=""
while [ $# -gt 0 ]; do
  case "$1" in
    --root) ROOT="$2"; shift 2;;
    --depth) DEPTH="$2"; shift 2;;
    --days) DAYS="$2"; shift 2;;
    --dry) DRY="$2"; shift 2;;
    --report) REPORT=1; shift;;
    --prune-legacy) LEGACY="$2"; shift 2;;
    *) echo "unknown arg $1" >&2; exit 2;;
  esac
done

NAMES=(-name node_modules -o -name .next -o -name .turbo -o -name .parcel-cache -o -name dist)

candidates() {
  find "$ROOT" -maxdepth "$DEPTH" -type d \( "${NAMES[@]}" \) -prune \
    -not -path '*/node_modules/*/node_modules' -print 2>/dev/null |
  while read -r d; do
    proj=$(dirname "$d")
    # skip projects touched recently
    if [ -z "$(find "$proj" -maxdepth 2 -newermt "-${DAYS} days" -not -path "$d*" -print -quit 2>/dev/null)" ]; then
      echo "$d"
    fi
  done
}

if [ "$REPORT" = 1 ]; then
  candidates | xargs -r -d '\n' du -sh 2>/dev/null | sort -rh | head -40
  exit 0
fi

candidates | while read -r d; do
  if [ "$DRY" = 1 ]; then echo "would remove $d"; else rm -rf -- "$d" && echo "removed $d"; fi
done

# legacy index cleanup
if [ -n "$LEGACY" ] && [ -d "$LEGACY" ] && [ "$DRY" != 1 ]; then
  find "$LEGACY" -mindepth 1 -maxdepth 1 -exec rm -rf -- {} + 2>/dev/null
fi
