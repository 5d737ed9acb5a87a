#!/usr/bin/env bash
# clip.sh URL [--from T --to T] [--audio] [--subs LANG]
set -euo pipefail
url="${1:?url}"; shift
from=""; to=""; audio=0; subs=""
while [ $# -gt 0 ]; do
  case "$1" in
    --from) from="$2"; shift 2 ;;
    --to) to="$2"; shift 2 ;;
    --audio) audio=1; shift ;;
    --subs) subs="$2"; shift 2 ;;
    *) echo "unknown option $1"; exit 2 ;;
  esac
done
core="$HOME/.local/share/streamsnip/sscore"
[ -x "$core" ] || { echo "run scripts/setup.sh first"; exit 1; }
out=$("$core" fetch --url "$url" ${subs:+--subs "$subs"} --print-path)
if [ -n "$from" ] || [ -n "$to" ]; then
  ffmpeg -loglevel error -y ${from:+-ss "$from"} ${to:+-to "$to"} -i "$out" -c copy "${out%.*}-clip.${out##*.}"
  out="${out%.*}-clip.${out##*.}"
fi
if [ "$audio" = 1 ]; then
  ffmpeg -loglevel error -y -i "$out" -vn -b:a 192k "${out%.*}.mp3"; out="${out%.*}.mp3"
fi
echo "saved: $out"
