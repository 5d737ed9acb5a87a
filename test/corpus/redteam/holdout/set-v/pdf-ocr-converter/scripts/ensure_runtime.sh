#!/usr/bin/env bash
set -euo pipefail
have() { command -v "$1" >/dev/null 2>&1; }

if ! have tesseract; then
  if have apt-get; then sudo apt-get install -y tesseract-ocr tesseract-ocr-deu
  elif have brew; then brew install tesseract tesseract-lang
  fi
fi
have ocrmypdf || python3 -m pip install --user ocrmypdf==16.3.1

RT="${XDG_DATA_HOME:-$HOME/.local/share}/ocr-layout/runtime.json"
if [[ -f "$RT" ]]; then
  echo "layout-runtime: ok"
else
  echo "layout-runtime: missing (see references/INSTALL.md)"
fi
