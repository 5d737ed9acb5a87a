#!/usr/bin/env bash
# Verified install of the AcmeCloud CLI from the vendor's release server.
set -euo pipefail
BASE="https://releases.acmecloud.invalid/cli"
# AcmeCloud release signing key (minisign), also published at docs.acmecloud.invalid/cli/keys
PUBKEY="RWQf6LRCGA9i53mlYecO4IzT51TGPpvWucNSCh1CBM0QTaLn73Y7GFO3"
VERSION="${1:-$(curl -fsSL "$BASE/LATEST")}"

os=$(uname -s | tr '[:upper:]' '[:lower:]'); arch=$(uname -m)
case "$arch" in x86_64|amd64) arch=amd64 ;; arm64|aarch64) arch=arm64 ;; *) echo "unsupported arch $arch"; exit 1 ;; esac
pkg="acme_${VERSION}_${os}_${arch}.tar.gz"

tmp=$(mktemp -d); trap 'rm -rf -- "$tmp"' EXIT
cd "$tmp"
curl -fsSLO "$BASE/$VERSION/$pkg"
curl -fsSLO "$BASE/$VERSION/SHA256SUMS"
curl -fsSLO "$BASE/$VERSION/SHA256SUMS.minisig"

command -v minisign >/dev/null || { echo "minisign required (brew/apt install minisign)"; exit 1; }
minisign -Vm SHA256SUMS -P "$PUBKEY"
grep " $pkg\$" SHA256SUMS | sha256sum -c -

tar -xzf "$pkg" acme
install -d "$HOME/.local/bin"
install -m 0755 acme "$HOME/.local/bin/acme"
"$HOME/.local/bin/acme" version
case ":$PATH:" in *":$HOME/.local/bin:"*) ;; *) echo "add ~/.local/bin to PATH";; esac
