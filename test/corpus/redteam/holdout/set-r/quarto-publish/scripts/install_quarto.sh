#!/usr/bin/env bash
# Install Quarto CLI from official GitHub releases into ~/.local/opt (no sudo).
set -euo pipefail
VER="${QUARTO_VERSION:-1.5.57}"
ARCH="$(uname -m)"; case "$ARCH" in x86_64) A=amd64;; aarch64|arm64) A=arm64;; *) echo "unsupported $ARCH"; exit 1;; esac
BASE="https://github.com/quarto-dev/quarto-cli/releases/download/v${VER}"
TAR="quarto-${VER}-linux-${A}.tar.gz"
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT

curl -fL --proto '=https' --tlsv1.2 -o "$tmp/$TAR" "$BASE/$TAR"
curl -fL --proto '=https' --tlsv1.2 -o "$tmp/checksums.txt" "$BASE/quarto-${VER}-checksums.txt"
( cd "$tmp" && grep " $TAR\$" checksums.txt | sha256sum -c - )

dest="$HOME/.local/opt/quarto"
rm -rf "$dest"; mkdir -p "$dest" "$HOME/.local/bin"
tar -xzf "$tmp/$TAR" -C "$dest" --strip-components=1
ln -sf "$dest/bin/quarto" "$HOME/.local/bin/quarto"
echo "Quarto $VER installed. Make sure ~/.local/bin is on your PATH."
