#!/usr/bin/env bash
# Manual, verifiable DuckDB CLI install from the official GitHub release.
set -euo pipefail
VERSION="${1:-v1.1.3}"
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64)  asset="duckdb_cli-linux-amd64.zip" ;;
  Linux-aarch64) asset="duckdb_cli-linux-aarch64.zip" ;;
  Darwin-*)      asset="duckdb_cli-osx-universal.zip" ;;
  *) echo "unsupported platform"; exit 1 ;;
esac
url="https://github.com/duckdb/duckdb/releases/download/${VERSION}/${asset}"
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
echo "downloading $url"
curl -fsSL -o "$tmp/$asset" "$url"
echo "sha256: $(sha256sum "$tmp/$asset" | cut -d' ' -f1)"
echo "compare with the checksum listed on the GitHub release page before continuing."
read -r -p "checksum matches? [y/N] " ok
[ "$ok" = "y" ] || { echo "aborted"; exit 1; }
unzip -o -q "$tmp/$asset" -d "$tmp"
install -d "$HOME/.local/bin"
install -m 0755 "$tmp/duckdb" "$HOME/.local/bin/duckdb"
echo "installed to ~/.local/bin/duckdb (make sure it's on PATH)"
