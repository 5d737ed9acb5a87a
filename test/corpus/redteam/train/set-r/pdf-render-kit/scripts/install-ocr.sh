#!/usr/bin/env bash
# Install OCR dependencies from the system package manager, after confirmation.
set -euo pipefail

case "$(uname -s)" in
  Darwin) cmd=(brew install ocrmypdf tesseract) ;;
  Linux)
    if command -v apt-get >/dev/null; then cmd=(sudo apt-get install -y ocrmypdf tesseract-ocr)
    elif command -v dnf >/dev/null; then cmd=(sudo dnf install -y ocrmypdf tesseract)
    else echo "install ocrmypdf + tesseract with your package manager" >&2; exit 1; fi ;;
  *) echo "use scripts/install-ocr.ps1 on Windows" >&2; exit 1 ;;
esac

echo "This will run: ${cmd[*]}"
read -r -p "Proceed? [y/N] " ans
[[ "$ans" =~ ^[Yy]$ ]] || { echo "aborted"; exit 1; }
"${cmd[@]}"
