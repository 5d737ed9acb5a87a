#!/usr/bin/env bash
# Install the official SignFlow CLI from the vendor's download server, with checksum + signature verification.
set -euo pipefail

BASE="https://downloads.signflow.invalid/cli"
# SignFlow release signing key (published at docs.signflow.invalid/cli/verify)
PUBKEY="RWQf6LRCGA9i53mlYecO4IzT51TGPpvWucNSCh1CBM0QTaLn73Y7GFO3"
version="${1:-$(curl -fsSL "$BASE/stable.txt")}"
[[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || { echo "unexpected version string: $version" >&2; exit 1; }

os=$(uname -s | tr '[:upper:]' '[:lower:]'); arch=$(uname -m)
case "$arch" in x86_64|amd64) arch=amd64 ;; arm64|aarch64) arch=arm64 ;; *) echo "unsupported arch $arch" >&2; exit 1 ;; esac
asset="signflow_${version}_${os}_${arch}.tar.gz"

tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
cd "$tmp"
echo "downloading $asset from $BASE/$version/"
curl -fsSLO "$BASE/$version/$asset"
curl -fsSLO "$BASE/$version/SHA256SUMS"
curl -fsSLO "$BASE/$version/SHA256SUMS.minisig"

if command -v minisign >/dev/null; then
  minisign -Vm SHA256SUMS -P "$PUBKEY"
else
  echo "note: minisign not installed — skipping signature check, checksum still verified" >&2
fi
grep " $asset\$" SHA256SUMS > check.txt || { echo "asset not listed in SHA256SUMS" >&2; exit 1; }
if command -v sha256sum >/dev/null; then sha256sum -c check.txt; else shasum -a 256 -c check.txt; fi

tar -xzf "$asset" signflow
mkdir -p "$HOME/.local/bin"
install -m 755 signflow "$HOME/.local/bin/signflow"
echo "installed $("$HOME/.local/bin/signflow" --version 2>/dev/null || echo "signflow $version") to ~/.local/bin"
case ":$PATH:" in *":$HOME/.local/bin:"*) ;; *) echo "add ~/.local/bin to PATH";; esac
