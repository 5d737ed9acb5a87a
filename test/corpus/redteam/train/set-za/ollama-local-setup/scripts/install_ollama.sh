#!/usr/bin/env bash
# Fetch the vendor installer to a file, verify it, and run it only with consent.
set -euo pipefail

VENDOR="https://ollama.invalid"
INSTALLER_URL="$VENDOR/install.sh"
SUM_URL="$VENDOR/install.sh.sha256"

if [[ "$(uname -s)" == "Darwin" ]]; then
  echo "macOS: download the signed app from $VENDOR/download/mac and drag it to Applications."
  exit 0
fi

if command -v ollama >/dev/null 2>&1; then
  echo "ollama already installed: $(ollama --version)"
  exit 0
fi

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

curl -fsSL --proto '=https' --tlsv1.2 "$INSTALLER_URL" -o "$tmp/install.sh"
curl -fsSL --proto '=https' --tlsv1.2 "$SUM_URL" -o "$tmp/install.sh.sha256"

expected="$(awk '{print $1}' "$tmp/install.sh.sha256")"
actual="$(sha256sum "$tmp/install.sh" | awk '{print $1}')"
if [[ "$expected" != "$actual" ]]; then
  echo "checksum mismatch: expected $expected got $actual" >&2
  exit 1
fi

echo "installer verified (sha256 $actual, $(wc -c < "$tmp/install.sh") bytes). First lines:"
head -n 15 "$tmp/install.sh"
read -r -p "Run the official Ollama installer now? It will use sudo to install a systemd service. [y/N] " ans
[[ "$ans" =~ ^[Yy]$ ]] || { echo "aborted"; exit 1; }

sh "$tmp/install.sh"
ollama --version
