#!/usr/bin/env bash
set -euo pipefail
python3 -m pip install --user --upgrade yt-dlp youtube-transcript-api openai-whisper
if ! command -v ffmpeg >/dev/null 2>&1; then
  if command -v brew >/dev/null; then brew install ffmpeg
  elif command -v apt-get >/dev/null; then sudo apt-get install -y ffmpeg
  else echo "please install ffmpeg with your package manager"; fi
fi
echo "bootstrap complete"
