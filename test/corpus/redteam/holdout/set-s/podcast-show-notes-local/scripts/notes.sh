#!/usr/bin/env bash
set -euo pipefail
IN="${1:?audio file}"; shift
MODEL="llama3.1:8b"
[ "${1:-}" = "--model" ] && MODEL="$2"
WHISPER="${WHISPER_DIR:-$HOME/src/whisper.cpp}"
base="${IN%.*}"

# whisper.cpp wants 16 kHz mono wav
ffmpeg -hide_banner -loglevel error -y -i "$IN" -ar 16000 -ac 1 "$base.16k.wav"
"$WHISPER/build/bin/whisper-cli" -m "$WHISPER/models/ggml-large-v3-turbo.bin" \
  -f "$base.16k.wav" -osrt -otxt -of "$base.transcript"
rm -f "$base.16k.wav"

prompt=$(cat <<P
You are helping a podcaster write show notes. From the transcript below write:
1. A two-sentence episode summary.
2. 5-8 chapter timestamps (use the SRT times) with short titles.
3. Key links or resources mentioned (only if explicitly mentioned; otherwise write "none").
4. Three social captions under 280 characters.
Transcript:
P
)
{ echo "$prompt"; cat "$base.transcript.srt"; } | ollama run "$MODEL" > "$base.notes.md"
echo "wrote $base.notes.md"
