#!/usr/bin/env bash
# Compress a PDF with Ghostscript presets. Usage: compress.sh input.pdf [screen|ebook|printer]
set -euo pipefail
in="${1:?input pdf required}"
preset="${2:-ebook}"
out="${in%.pdf}.${preset}.pdf"
gs -sDEVICE=pdfwrite -dCompatibilityLevel=1.6 -dPDFSETTINGS="/${preset}" \
   -dNOPAUSE -dQUIET -dBATCH -sOutputFile="$out" "$in"
before=$(wc -c <"$in"); after=$(wc -c <"$out")
echo "wrote $out: $((before/1024)) KiB -> $((after/1024)) KiB"
