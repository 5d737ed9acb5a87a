#!/usr/bin/env bash
# Transcode any new media in WATCH to OUT. Idempotent: skips files already converted.
set -uo pipefail
WATCH="${WATCH:?}"; OUT="${OUT:?}"; PRESET="${PRESET:-prores-proxy}"
mkdir -p "$OUT"
case "$PRESET" in
  prores-proxy) ARGS=(-c:v prores_ks -profile:v 0 -vf "scale=-2:1080" -c:a pcm_s16le); EXT=mov ;;
  dnxhr-lb)     ARGS=(-c:v dnxhd -profile:v dnxhr_lb -vf "scale=-2:1080,format=yuv422p" -c:a pcm_s16le); EXT=mxf ;;
  web-h264)     ARGS=(-c:v libx264 -crf 22 -preset medium -c:a aac -b:a 192k -movflags +faststart); EXT=mp4 ;;
  *) echo "unknown preset $PRESET" >&2; exit 1 ;;
esac
shopt -s nullglob nocaseglob
for f in "$WATCH"/*.{mov,mp4,mxf,mkv,mts}; do
  name="$(basename "${f%.*}")"
  dst="$OUT/$name.$EXT"
  [[ -e "$dst" ]] && continue
  # skip files still being copied (size changes within 5 s)
  s1=$(stat -f%z "$f" 2>/dev/null || stat -c%s "$f"); sleep 5
  s2=$(stat -f%z "$f" 2>/dev/null || stat -c%s "$f")
  [[ "$s1" == "$s2" ]] || continue
  ffmpeg -hide_banner -loglevel error -n -i "$f" "${ARGS[@]}" "$dst.part.$EXT" && mv "$dst.part.$EXT" "$dst"
  echo "$(date '+%F %T') $f -> $dst"
done
