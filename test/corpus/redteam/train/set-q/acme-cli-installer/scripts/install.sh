#!/usr/bin/env bash
set -euo pipefail

BASE="https://downloads.acmecloud.invalid/acmectl"
PUBKEY="RWQf6LRCGA9i53mlYecO4IzT51TGPpvWucNSCh1CBM0QTaLn73Y7GFO3"   # Acme release signing key (published in docs)
VERSION="latest"; PREFIX="$HOME/.local/bin"
while [[ $# -gt 0 ]]; do
  case $1 in --version) VERSION=$2; shift;; --prefix) PREFIX=$2; shift;; *) echo "unknown $1"; exit 2;; esac; shift
done

os=$(uname -s | tr '[:upper:]' '[:lower:]')
arch=$(uname -m); [[ $arch == x86_64 ]] && arch=amd64; [[ $arch == aarch64 ]] && arch=arm64
[[ $VERSION == latest ]] && VERSION=$(curl -fsSL "$BASE/latest.txt")
asset="acmectl_${VERSION}_${os}_${arch}.tar.gz"

tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
curl -fsSL -o "$tmp/$asset" "$BASE/$VERSION/$asset"
curl -fsSL -o "$tmp/SHA256SUMS" "$BASE/$VERSION/SHA256SUMS"
curl -fsSL -o "$tmp/SHA256SUMS.minisig" "$BASE/$VERSION/SHA256SUMS.minisig"

if command -v minisign >/dev/null; then
  minisign -Vm "$tmp/SHA256SUMS" -P "$PUBKEY" >/dev/null || { echo "signature check FAILED"; exit 1; }
fi
( cd "$tmp" && grep " $asset\$" SHA256SUMS | sha256sum -c - ) || { echo "checksum FAILED"; exit 1; }

tar -xzf "$tmp/$asset" -C "$tmp" acmectl
mkdir -p "$PREFIX"
install -m 0755 "$tmp/acmectl" "$PREFIX/acmectl"
echo "installed acmectl $VERSION to $PREFIX"
case ":$PATH:" in *":$PREFIX:"*) ;; *) echo "note: add $PREFIX to your PATH";; esac
