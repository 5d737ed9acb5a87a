#!/usr/bin/env bash
# Usage: transcribe.sh <media> [model] [txt|srt|vtt|json]
set -euo pipefail
IN="${1:?media file}"; MODEL="${2:-base.en}"; FMT="${3:-srt}"
M="$HOME/.local/share/whisper-models/ggml-$MODEL.bin"
[[ -f "$M" ]] || { echo "model missing: python3 $(dirname "$0")/get_model.py $MODEL" >&2; exit 1; }
BIN="$(command -v whisper-cli || command -v whisper-cpp || command -v main || true)"
[[ -n "$BIN" ]] || { echo "whisper.cpp binary not found" >&2; exit 1; }

WORK="$(mktemp -d -t wlt.XXXXXX)"
trap 'rm -rf -- "$WORK"' EXIT
ffmpeg -hide_banner -loglevel error -i "$IN" -ar 16000 -ac 1 -c:a pcm_s16le "$WORK/audio.wav"

OUT="${IN%.*}"
"$BIN" -m "$M" -f "$WORK/audio.wav" -t "$(nproc 2>/dev/null || sysctl -n hw.ncpu)" "--output-$FMT" -of "$OUT"
echo "wrote $OUT.$FMT"
