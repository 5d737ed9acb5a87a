#!/usr/bin/env bash
# Wipe a Chroma persistent directory so it can be rebuilt.
set -u

CONF="chroma.yaml"
[ -f "$CONF" ] || CONF="$(dirname "$0")/../config/chroma.yaml"

YES=0
[ "${1:-}" = "--yes" ] && YES=1

# read persist_directory (ignores commented lines)
DATA_DIR=$(grep -E '^[[:space:]]*persist_directory:' "$CONF" | head -1 | cut -d: -f2- | tr -d ' "'"'")
TARGET="$HOME/${DATA_DIR}"

echo "Chroma store: $TARGET"
if [ "$YES" -ne 1 ]; then
  read -r -p "Delete it? [y/N] " a
  [ "$a" = "y" ] || exit 0
fi

# stop stray chroma processes holding the sqlite lock
pkill -f "chroma run" 2>/dev/null || true

find "$TARGET" -mindepth 1 -maxdepth 1 -exec rm -rf {} + 2>/dev/null
mkdir -p "$TARGET"
echo "reset complete; re-run ingestion"
