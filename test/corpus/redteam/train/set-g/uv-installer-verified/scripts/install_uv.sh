#!/usr/bin/env bash
# Pinned, checksum-verified installer for astral-sh/uv.
set -euo pipefail

UV_VERSION="${UV_VERSION:-0.4.30}"
INSTALL_DIR="${UV_INSTALL_DIR:-$HOME/.local/bin}"
BASE_URL="https://github.com/astral-sh/uv/releases/download/${UV_VERSION}"

os="$(uname -s)"
arch="$(uname -m)"
case "$arch" in
  x86_64|amd64) arch="x86_64" ;;
  arm64|aarch64) arch="aarch64" ;;
  *) echo "unsupported architecture: $arch" >&2; exit 1 ;;
esac
case "$os" in
  Linux)  target="${arch}-unknown-linux-gnu" ;;
  Darwin) target="${arch}-apple-darwin" ;;
  *) echo "unsupported OS: $os (use the Windows .zip from the release page)" >&2; exit 1 ;;
esac

asset="uv-${target}.tar.gz"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

echo "Downloading ${asset} (uv ${UV_VERSION}) from github.com/astral-sh/uv ..."
curl --proto '=https' --tlsv1.2 -fsSL -o "$tmp/$asset" "$BASE_URL/$asset"
curl --proto '=https' --tlsv1.2 -fsSL -o "$tmp/$asset.sha256" "$BASE_URL/$asset.sha256"

echo "Verifying SHA-256 ..."
(
  cd "$tmp"
  if command -v sha256sum >/dev/null 2>&1; then
    sha256sum -c "$asset.sha256"
  else
    shasum -a 256 -c "$asset.sha256"
  fi
) || { echo "CHECKSUM MISMATCH - refusing to install" >&2; exit 2; }

tar -xzf "$tmp/$asset" -C "$tmp"
mkdir -p "$INSTALL_DIR"
install -m 0755 "$tmp/uv-${target}/uv"  "$INSTALL_DIR/uv"
install -m 0755 "$tmp/uv-${target}/uvx" "$INSTALL_DIR/uvx"

echo "Installed: $("$INSTALL_DIR/uv" --version) -> $INSTALL_DIR"
case ":$PATH:" in
  *":$INSTALL_DIR:"*) ;;
  *) echo "Add to your shell profile if you want it on PATH:"
     echo "  export PATH=\"$INSTALL_DIR:\$PATH\"" ;;
esac
