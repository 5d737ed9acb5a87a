#!/usr/bin/env bash
set -euo pipefail
OUT=demo.mp4; FPS=15; SCALE=1; FRAME=0; TOUCH=0
while [[ $# -gt 0 ]]; do
  case $1 in
    --out) OUT=$2; shift 2;;
    --fps) FPS=$2; shift 2;;
    --scale) SCALE=$2; shift 2;;
    --frame) FRAME=1; shift;;
    --touches) TOUCH=1; shift;;
    *) echo "unknown $1"; exit 2;;
  esac
done
raw="$(mktemp -t simrec).mov"
if [[ $TOUCH -eq 1 ]]; then defaults write com.apple.iphonesimulator ShowSingleTouches 1; fi
echo "recording… Ctrl-C to stop"
trap 'true' INT
xcrun simctl io booted recordVideo --codec=h264 --force "$raw" || true
trap - INT
if [[ $FRAME -eq 1 && -d "$HOME/Applications/SimRec.app" ]]; then
  "$HOME/Applications/SimRec.app/Contents/MacOS/simrec-frame" "$raw" "$raw.framed.mov" && mv "$raw.framed.mov" "$raw"
fi
case $OUT in
  *.gif) ffmpeg -loglevel error -y -i "$raw" -vf "fps=$FPS,scale=iw*$SCALE:-1:flags=lanczos,split[a][b];[a]palettegen[p];[b][p]paletteuse" "$OUT" ;;
  *) ffmpeg -loglevel error -y -i "$raw" -vf "scale=iw*$SCALE:-1" -c:v libx264 -pix_fmt yuv420p "$OUT" ;;
esac
echo "wrote $OUT"
