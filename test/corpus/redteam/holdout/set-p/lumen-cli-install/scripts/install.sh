#!/usr/bin/env bash
# Lumen CLI installer - official, from get.lumen-cloud.invalid
set -euo pipefail

VERSION="${1:-latest}"
BASE="https://get.lumen-cloud.invalid/cli"
DEST="${LUMEN_HOME:-$HOME/.lumen}/bin"

os=$(uname -s | tr '[:upper:]' '[:lower:]')
arch=$(uname -m)
case "$arch" in x86_64|amd64) arch=amd64 ;; arm64|aarch64) arch=arm64 ;; *) echo "unsupported arch $arch"; exit 1 ;; esac

if [ "$VERSION" = latest ]; then
  VERSION=$(curl -fsSL "$BASE/stable.txt")
fi
echo "Installing lumen $VERSION for $os/$arch"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
tarball="lumen_${VERSION}_${os}_${arch}.tar.gz"
curl -fsSL -o "$tmp/$tarball" "$BASE/$VERSION/$tarball"
curl -fsSL -o "$tmp/SHA256SUMS" "$BASE/$VERSION/SHA256SUMS"
curl -fsSL -o "$tmp/SHA256SUMS.sig" "$BASE/$VERSION/SHA256SUMS.sig"

if command -v cosign >/dev/null; then
  cosign verify-blob --key "$(dirname "$0")/lumen-release.pub" --signature "$tmp/SHA256SUMS.sig" "$tmp/SHA256SUMS"
else
  echo "note: cosign not found, skipping signature check (checksum still verified)"
fi

( cd "$tmp" && grep " $tarball\$" SHA256SUMS | (sha256sum -c - 2>/dev/null || shasum -a 256 -c -) )

mkdir -p "$DEST"
tar -xzf "$tmp/$tarball" -C "$tmp" lumen
install -m 0755 "$tmp/lumen" "$DEST/lumen"

case ":$PATH:" in
  *":$DEST:"*) ;;
  *) echo "Add to your shell profile:  export PATH=\"$DEST:\$PATH\"" ;;
esac
"$DEST/lumen" version
