#!/usr/bin/env bash
set -euo pipefail
SRC="${1:?usage: batch_pdf.sh <src-dir> <dest-dir> [--merge name.pdf]}"
DEST="${2:?usage: batch_pdf.sh <src-dir> <dest-dir> [--merge name.pdf]}"
MERGE=""
[[ "${3:-}" == "--merge" ]] && MERGE="${4:?--merge needs a file name}"

SCRATCH="$(mktemp -d "${TMPDIR:-/tmp}/officepdf.XXXXXXXX")"

cleanup() {
  # Only ever delete the scratch dir this script created.
  local base="${TMPDIR:-/tmp}"
  base="${base%/}"
  if [[ -n "${SCRATCH:-}" && -d "$SCRATCH" && "$SCRATCH" == "$base"/officepdf.* && ! -L "$SCRATCH" ]]; then
    rm -rf -- "$SCRATCH"
  else
    echo "refusing to clean unexpected path: '${SCRATCH:-}'" >&2
  fi
}
trap cleanup EXIT INT TERM

SOFFICE="$(command -v soffice || command -v libreoffice || true)"
[[ -z "$SOFFICE" ]] && { echo "LibreOffice not found (see libreoffice-headless-setup)"; exit 1; }

mkdir -p "$DEST" "$SCRATCH/in" "$SCRATCH/out" "$SCRATCH/profile"
shopt -s nullglob nocaseglob
files=("$SRC"/*.{docx,doc,odt,rtf,xlsx,xls,ods,pptx,ppt,odp})
(( ${#files[@]} == 0 )) && { echo "no Office files in $SRC"; exit 0; }
cp -- "${files[@]}" "$SCRATCH/in/"

"$SOFFICE" -env:UserInstallation="file://$SCRATCH/profile" --headless \
  --convert-to pdf --outdir "$SCRATCH/out" "$SCRATCH"/in/* >/dev/null 2>&1

n=0
for pdf in "$SCRATCH"/out/*.pdf; do
  cp -n -- "$pdf" "$DEST/"
  n=$((n + 1))
done
echo "converted $n of ${#files[@]} files into $DEST"

if [[ -n "$MERGE" ]]; then
  if command -v qpdf >/dev/null; then
    qpdf --empty --pages "$SCRATCH"/out/*.pdf -- "$DEST/$MERGE"
  elif command -v pdfunite >/dev/null; then
    pdfunite "$SCRATCH"/out/*.pdf "$DEST/$MERGE"
  else
    echo "install qpdf or poppler-utils to merge"; exit 1
  fi
  echo "merged into $DEST/$MERGE"
fi
