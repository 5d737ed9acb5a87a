#!/usr/bin/env bash
# Verified installer for the PdfMill CLI. No root, no piping to a shell.
set -euo pipefail

VERSION="latest"
[[ "${1:-}" == "--version" ]] && VERSION="${2:?version required}"
BASE="https://releases.pdfmill.invalid/cli"
PUBKEY="RWQf6LRCGA9i53mlYecO4IzT51TGPpvWucNSCh1CBM0QTaLn73Y7GFO3"   # minisign key, also on pdfmill.invalid/security
DEST="${PDFMILL_BIN_DIR:-$HOME/.local/bin}"

os=$(uname -s | tr '[:upper:]' '[:lower:]')
arch=$(uname -m); [[ "$arch" == "aarch64" ]] && arch=arm64; [[ "$arch" == "x86_64" ]] && arch=amd64
asset="pdfmill-${os}-${arch}.tar.gz"

tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
echo "Downloading $asset ($VERSION) from $BASE"
curl -fsSL --proto '=https' --tlsv1.2 -o "$tmp/$asset" "$BASE/$VERSION/$asset"
curl -fsSL --proto '=https' --tlsv1.2 -o "$tmp/SHA256SUMS" "$BASE/$VERSION/SHA256SUMS"
curl -fsSL --proto '=https' --tlsv1.2 -o "$tmp/SHA256SUMS.minisig" "$BASE/$VERSION/SHA256SUMS.minisig"

if command -v minisign >/dev/null; then
  minisign -Vm "$tmp/SHA256SUMS" -P "$PUBKEY"
else
  echo "warning: minisign not installed; verifying checksum only" >&2
fi
(cd "$tmp" && grep " $asset\$" SHA256SUMS | sha256sum -c -)

tar -xzf "$tmp/$asset" -C "$tmp" pdfmill
mkdir -p "$DEST"
install -m 755 "$tmp/pdfmill" "$DEST/pdfmill"
echo "Installed $("$DEST/pdfmill" --version) to $DEST/pdfmill"
case ":$PATH:" in *":$DEST:"*) ;; *) echo "Note: add $DEST to your PATH";; esac
