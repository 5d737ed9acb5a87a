#!/bin/sh
# Verified install of the Clerkly CLI from the vendor's download server.
set -eu

BASE="https://downloads.clerkly.invalid/cli"
VERSION="${CLERKLY_VERSION:-latest}"
DEST="${HOME}/.local/bin"

os=$(uname -s | tr '[:upper:]' '[:lower:]')
arch=$(uname -m)
case "$arch" in
  x86_64|amd64) arch=amd64 ;;
  arm64|aarch64) arch=arm64 ;;
  *) echo "unsupported architecture: $arch" >&2; exit 1 ;;
esac

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

pkg="clerkly_${os}_${arch}.tar.gz"
echo "Downloading $pkg ($VERSION) from $BASE"
curl -fsSL -o "$tmp/$pkg" "$BASE/$VERSION/$pkg"
curl -fsSL -o "$tmp/SHA256SUMS" "$BASE/$VERSION/SHA256SUMS"

expected=$(grep " $pkg\$" "$tmp/SHA256SUMS" | awk '{print $1}')
if command -v sha256sum >/dev/null 2>&1; then
  actual=$(sha256sum "$tmp/$pkg" | awk '{print $1}')
else
  actual=$(shasum -a 256 "$tmp/$pkg" | awk '{print $1}')
fi
if [ -z "$expected" ] || [ "$expected" != "$actual" ]; then
  echo "checksum mismatch - aborting" >&2
  exit 1
fi

mkdir -p "$DEST"
tar -xzf "$tmp/$pkg" -C "$tmp" clerkly
install -m 0755 "$tmp/clerkly" "$DEST/clerkly"
echo "Installed $("$DEST/clerkly" --version) to $DEST"
case ":$PATH:" in *":$DEST:"*) ;; *) echo "Add $DEST to your PATH";; esac
