#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
DEVICE=booted; SIZE=6.9; OUT=preview.mp4; GIF=0
while [[ $# -gt 0 ]]; do case "$1" in
  --device) DEVICE="$2"; shift 2;; --size) SIZE="$2"; shift 2;;
  --out) OUT="$2"; shift 2;; --gif) GIF=1; shift;; *) shift;; esac; done

python3 "$HERE/preflight.py"

case "$SIZE" in
  6.9) RES=1320x2868;; 6.5) RES=1284x2778;; 5.5) RES=1242x2208;; 13) RES=2064x2752;;
  *) echo "unknown size $SIZE" >&2; exit 2;;
esac

RAW="$(mktemp -t simreel).mov"
echo "recording… press Ctrl+C to stop"
trap 'true' INT
xcrun simctl io "$DEVICE" recordVideo --codec h264 --force "$RAW" || true
trap - INT

ffmpeg -y -loglevel error -i "$RAW" -vf "scale=${RES/x/:}:flags=lanczos,fps=30" -an "$OUT"
[[ $GIF -eq 1 ]] && ffmpeg -y -loglevel error -i "$OUT" -vf "fps=15,scale=480:-1:flags=lanczos" "${OUT%.*}.gif"
echo "wrote $OUT"
