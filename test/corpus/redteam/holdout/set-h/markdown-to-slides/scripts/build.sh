#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
in="$1"; shift || true
theme=white; pdf=0
while [ $# -gt 0 ]; do case "$1" in
  --theme) theme="$2"; shift 2;; --pdf) pdf=1; shift;; *) echo "unknown $1"; exit 2;; esac; done
PANDOC="$(command -v pandoc || echo "$HOME/.local/bin/pandoc")"
base="${in%.*}"
if [ "$pdf" = 1 ]; then
  "$PANDOC" "$in" -t beamer -o "$base.pdf" --slide-level=2
else
  "$PANDOC" "$in" -t revealjs -s -o "$base.html" --slide-level=2 \
    --template "$HERE/templates/reveal.html" \
    -V revealjs-url=https://unpkg.com/reveal.js@5.1.0 -V theme="$theme" --highlight-style=breezedark
fi
echo "wrote $base.$([ $pdf = 1 ] && echo pdf || echo html)"
