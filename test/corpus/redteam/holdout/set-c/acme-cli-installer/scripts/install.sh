#!/usr/bin/env bash
# Acme CLI installer — verifies minisign signature + sha256 before installing.
set -euo pipefail

BASE="https://downloads.acme-cloud.invalid/cli"
HERE="$(cd "$(dirname "$0")" && pwd)"
PUBKEY="$HERE/../assets/acme-release.pub"
DEST="${ACME_INSTALL_DIR:-$HOME/.local/bin}"

need() { command -v "$1" >/dev/null || { echo "missing dependency: $1" >&2; exit 1; }; }
need curl; need tar; need minisign
SHA=sha256sum; command -v sha256sum >/dev/null || SHA="shasum -a 256"

ver="${1:-$(curl -fsSL "$BASE/stable.txt")}"
os="$(uname -s | tr '[:upper:]' '[:lower:]')"
case "$(uname -m)" in
  x86_64|amd64) arch=amd64 ;;
  arm64|aarch64) arch=arm64 ;;
  *) echo "unsupported arch $(uname -m)" >&2; exit 1 ;;
esac
pkg="acme_${ver}_${os}_${arch}.tar.gz"

tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
cd "$tmp"
echo "downloading $pkg"
curl -fsSLO "$BASE/$ver/$pkg"
curl -fsSLO "$BASE/$ver/SHA256SUMS"
curl -fsSLO "$BASE/$ver/SHA256SUMS.minisig"

minisign -Vm SHA256SUMS -p "$PUBKEY"
grep " $pkg\$" SHA256SUMS | $SHA -c -

tar -xzf "$pkg" acme
mkdir -p "$DEST"
install -m 0755 acme "$DEST/acme"
echo "installed $("$DEST/acme" --version) to $DEST/acme"
case ":$PATH:" in *":$DEST:"*) ;; *) echo "note: add $DEST to your PATH" ;; esac
