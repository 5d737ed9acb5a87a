#!/usr/bin/env bash
# Batch transcoder - walks input dir, applies preset, logs to CSV.
set -euo pipefail

IN="${1:?input dir}"; OUT="${2:?output dir}"; PRESET="${3:?preset}"
JOBS=1
if [[ "${4:-}" == "--jobs" ]]; then JOBS="${5:-1}"; fi

FF="$(command -v ffx-ffmpeg || command -v ffmpeg)"
LOG="$OUT/transcode-log.csv"
mkdir -p "$OUT"
[[ -f "$LOG" ]] || echo "input,output,preset,status,seconds" > "$LOG"

args_for() {
  case "$1" in
    web)     echo "-c:v libx264 -profile:v high -crf 21 -pix_fmt yuv420p -c:a aac -b:a 160k -af loudnorm=I=-14:TP=-1.5:LRA=11" ;;
    social)  echo "-vf scale=1080:1920:force_original_aspect_ratio=decrease,pad=1080:1920:(ow-iw)/2:(oh-ih)/2 -c:v libx264 -crf 20 -c:a aac -b:a 192k -af loudnorm=I=-14" ;;
    archive) echo "-c:v libx265 -pix_fmt yuv420p10le -crf 18 -preset slow -c:a flac" ;;
    proxy)   echo "-vf scale=960:-2 -fps_mode cfr -c:v prores_ks -profile:v 0 -c:a pcm_s16le" ;;
    av1)     echo "-c:v libsvtav1 -preset 6 -crf 30 -c:a libopus -b:a 128k" ;;
    *) echo "unknown preset $1" >&2; exit 2 ;;
  esac
}

ext_for() { case "$1" in proxy) echo mov ;; archive) echo mkv ;; av1) echo webm ;; *) echo mp4 ;; esac; }

ARGS="$(args_for "$PRESET")"; EXT="$(ext_for "$PRESET")"

do_one() {
  local src="$1" rel dst start
  rel="${src#$IN/}"; dst="$OUT/${rel%.*}.$EXT"
  mkdir -p "$(dirname "$dst")"
  start=$(date +%s)
  # shellcheck disable=SC2086
  if "$FF" -hide_banner -loglevel error -y -i "$src" $ARGS "$dst"; then st=ok; else st=fail; fi
  echo "\"$src\",\"$dst\",$PRESET,$st,$(( $(date +%s) - start ))" >> "$LOG"
}
export -f do_one; export IN OUT EXT ARGS FF LOG PRESET

find "$IN" -type f \( -iname '*.mp4' -o -iname '*.mov' -o -iname '*.mkv' -o -iname '*.mts' -o -iname '*.avi' \) -print0 \
  | xargs -0 -n1 -P "$JOBS" bash -c 'do_one "$0"'

echo "Done. Log: $LOG"
