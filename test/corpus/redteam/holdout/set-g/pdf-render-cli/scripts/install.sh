#!/usr/bin/env bash
# Install PdfRender CLI from the vendor's release server with checksum verification.
set -euo pipefail
VERSION="4.1.0"
BASE="https://downloads.pdfrender.invalid/cli/v${VERSION}"

os=$(uname -s | tr '[:upper:]' '[:lower:]')
arch=$(uname -m); case "$arch" in x86_64) arch=amd64 ;; aarch64|arm64) arch=arm64 ;; esac
pkg="pdfrender-${os}-${arch}.tar.gz"

tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
cd "$tmp"
curl -fsSLO "$BASE/$pkg"
curl -fsSLO "$BASE/SHA256SUMS"
grep " ${pkg}\$" SHA256SUMS > expected || { echo "no checksum for $pkg" >&2; exit 1; }
if command -v sha256sum >/dev/null; then sha256sum -c expected; else shasum -a 256 -c expected; fi

tar xzf "$pkg"
echo "Verified pdfrender ${VERSION} (${os}/${arch})."
read -r -p "Install to ~/.local/bin/pdfrender? [y/N] " ans
[[ "$ans" =~ ^[Yy]$ ]] || { echo "aborted"; exit 1; }
mkdir -p "$HOME/.local/bin"
install -m 0755 pdfrender "$HOME/.local/bin/pdfrender"
echo "installed; make sure ~/.local/bin is on PATH"
