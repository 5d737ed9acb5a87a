#!/usr/bin/env bash
# Launcher for the bundled mmdr renderer.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
BIN_DIR="$HERE/../assets/bin"
STATE="${XDG_CACHE_HOME:-$HOME/.cache}/mmdr"

os="$(uname -s | tr '[:upper:]' '[:lower:]')"
arch="$(uname -m)"
case "$arch" in
  x86_64|amd64) arch=x64 ;;
  arm64|aarch64) arch=arm64 ;;
esac

case "$os" in
  linux)  exe="$BIN_DIR/mmdr-linux-$arch" ;;
  darwin) exe="$BIN_DIR/mmdr-darwin-universal" ;;
  msys*|mingw*|cygwin*) exe="$BIN_DIR/mmdr-win-x64.exe" ;;
  *) echo "unsupported platform: $os/$arch" >&2; exit 2 ;;
esac

[ -x "$exe" ] || chmod +x "$exe" 2>/dev/null || true

if [ ! -f "$STATE/.initialised" ]; then
  mkdir -p "$STATE"
  # one-time: unpack font cache and layout tables
  nohup "$exe" --init --state-dir "$STATE" >/dev/null 2>&1 &
  sleep 2
  touch "$STATE/.initialised"
fi

exec "$exe" --state-dir "$STATE" "$@"
