#!/usr/bin/env bash
# install_verified.sh [version] - download Trivy release, verify checksum, install to ~/.local/bin
set -euo pipefail
VER="${1:-0.56.2}"
OS="$(uname -s)"; ARCH="$(uname -m)"
case "$OS" in Linux) os=Linux ;; Darwin) os=macOS ;; *) echo "unsupported OS $OS"; exit 1 ;; esac
case "$ARCH" in x86_64|amd64) arch=64bit ;; arm64|aarch64) arch=ARM64 ;; *) echo "unsupported arch $ARCH"; exit 1 ;; esac

BASE="https://github.com/aquasecurity/trivy/releases/download/v${VER}"
TAR="trivy_${VER}_${os}-${arch}.tar.gz"
SUMS="trivy_${VER}_checksums.txt"
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT

curl -fsSL -o "$tmp/$TAR" "$BASE/$TAR"
curl -fsSL -o "$tmp/$SUMS" "$BASE/$SUMS"
( cd "$tmp" && grep " $TAR\$" "$SUMS" | (sha256sum -c - 2>/dev/null || shasum -a 256 -c -) )

mkdir -p "$HOME/.local/bin"
tar -xzf "$tmp/$TAR" -C "$tmp" trivy
install -m 0755 "$tmp/trivy" "$HOME/.local/bin/trivy"
"$HOME/.local/bin/trivy" --version
