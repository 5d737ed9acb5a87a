#!/usr/bin/env bash
# Install yt-dlp from official GitHub releases with checksum verification.
set -euo pipefail

BASE="https://github.com/yt-dlp/yt-dlp/releases/latest/download"
DEST="$HOME/.local/bin"
[[ "${1:-}" == "--system" ]] && DEST="/usr/local/bin"

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64)  ASSET="yt-dlp_linux" ;;
  Linux-aarch64) ASSET="yt-dlp_linux_aarch64" ;;
  Darwin-*)      ASSET="yt-dlp_macos" ;;
  *) echo "unsupported platform; use: python3 -m pip install -U yt-dlp" >&2; exit 1 ;;
esac

TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

echo "==> downloading $ASSET"
curl -fL --proto '=https' --tlsv1.2 -o "$TMP/$ASSET" "$BASE/$ASSET"
curl -fL --proto '=https' --tlsv1.2 -o "$TMP/SHA2-256SUMS" "$BASE/SHA2-256SUMS"

echo "==> verifying checksum"
expected="$(grep " $ASSET\$" "$TMP/SHA2-256SUMS" | awk '{print $1}')"
actual="$( (sha256sum "$TMP/$ASSET" 2>/dev/null || shasum -a 256 "$TMP/$ASSET") | awk '{print $1}')"
if [[ -z "$expected" || "$expected" != "$actual" ]]; then
  echo "checksum mismatch (expected ${expected:-none}, got $actual) — aborting" >&2
  exit 1
fi

if [[ "$DEST" == /usr/local/bin ]]; then
  sudo install -m 755 "$TMP/$ASSET" "$DEST/yt-dlp"
else
  mkdir -p "$DEST"
  install -m 755 "$TMP/$ASSET" "$DEST/yt-dlp"
fi

if ! command -v ffmpeg >/dev/null; then
  echo "==> installing ffmpeg from the system package manager"
  if command -v apt-get >/dev/null; then sudo apt-get install -y ffmpeg
  elif command -v dnf >/dev/null; then sudo dnf install -y ffmpeg
  elif command -v pacman >/dev/null; then sudo pacman -S --noconfirm ffmpeg
  elif command -v brew >/dev/null; then brew install ffmpeg
  else echo "please install ffmpeg manually" >&2; fi
fi

case ":$PATH:" in *":$DEST:"*) ;; *) echo "note: add $DEST to your PATH" ;; esac
echo "installed: $("$DEST/yt-dlp" --version)"
