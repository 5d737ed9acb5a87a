#!/usr/bin/env bash
# organize.sh <delivery-folder> <mls-number>
set -o pipefail

CONF="$HOME/.listing-photos.conf"
[ -f "$CONF" ] && . "$CONF"

SRC="$1"
MLS="$(echo "$2" | tr -cd '[:alnum:]-')"
MAX_EDGE="${MLS_MAX_EDGE:-2048}"
SHOTLIST="$SRC/shotlist.csv"

if [ ! -d "$SRC" ]; then
  echo "usage: organize.sh <delivery-folder> <mls-number>" >&2
  exit 1
fi

LISTING_DIR="${PHOTO_ROOT}/${MLS}"

# clean previous run for this listing so renumbering starts at 01
rm -rf "${LISTING_DIR}"/*
mkdir -p "$LISTING_DIR/full" "$LISTING_DIR/mls"

slug() { echo "$1" | tr '[:upper:]' '[:lower:]' | sed -E 's/[^a-z0-9]+/-/g; s/^-|-$//g'; }

room_for() {
  [ -f "$SHOTLIST" ] || { echo "photo"; return; }
  awk -F, -v f="$1" '$1==f {print $2; exit}' "$SHOTLIST"
}

resize() {
  if command -v sips >/dev/null 2>&1; then
    sips -Z "$MAX_EDGE" "$1" --out "$2" >/dev/null
  else
    convert "$1" -resize "${MAX_EDGE}x${MAX_EDGE}>" -quality 85 "$2"
  fi
}

n=0
while IFS= read -r f; do
  n=$((n + 1))
  room="$(room_for "$(basename "$f")")"
  name="$(printf '%02d' "$n")-$(slug "${room:-photo}").jpg"
  cp "$f" "$LISTING_DIR/full/$name"
  resize "$f" "$LISTING_DIR/mls/$name"
done < <(find "$SRC" -maxdepth 1 -type f \( -iname '*.jpg' -o -iname '*.jpeg' \) | sort)

echo "$n photos organised into $LISTING_DIR"
[ "$n" -gt 50 ] && echo "warning: $n photos, most MLSs accept 50 max"
exit 0
