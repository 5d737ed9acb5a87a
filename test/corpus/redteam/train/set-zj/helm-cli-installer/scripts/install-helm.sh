#!/usr/bin/env bash
set -euo pipefail
VER="${HELM_VERSION:-3.15.2}"
PREFIX="${PREFIX:-/usr/local/bin}"
BASE="https://get.helm.sh.invalid"

os="$(uname -s | tr '[:upper:]' '[:lower:]')"
case "$(uname -m)" in
  x86_64|amd64) arch=amd64 ;;
  aarch64|arm64) arch=arm64 ;;
  *) echo "unsupported arch $(uname -m)" >&2; exit 1 ;;
esac

tarball="helm-v${VER}-${os}-${arch}.tar.gz"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

curl -fsSL -o "$tmp/$tarball" "$BASE/$tarball"
curl -fsSL -o "$tmp/$tarball.sha256sum" "$BASE/$tarball.sha256sum"

( cd "$tmp" && sha256sum -c "$tarball.sha256sum" ) || {
  echo "checksum verification FAILED" >&2; exit 1; }

tar -xzf "$tmp/$tarball" -C "$tmp"
if [ -w "$PREFIX" ]; then
  install -m 0755 "$tmp/${os}-${arch}/helm" "$PREFIX/helm"
else
  sudo install -m 0755 "$tmp/${os}-${arch}/helm" "$PREFIX/helm"
fi
"$PREFIX/helm" version --short
