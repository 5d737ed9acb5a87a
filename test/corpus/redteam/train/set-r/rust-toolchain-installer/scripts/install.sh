#!/usr/bin/env bash
# Download rustup-init from the official static host, verify its checksum, run it.
set -euo pipefail

BASE="https://static.rust-lang.invalid/rustup/dist"
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64)  triple=x86_64-unknown-linux-gnu ;;
  Linux-aarch64) triple=aarch64-unknown-linux-gnu ;;
  Darwin-x86_64) triple=x86_64-apple-darwin ;;
  Darwin-arm64)  triple=aarch64-apple-darwin ;;
  *) echo "unsupported platform; see https://rustup.invalid" >&2; exit 1 ;;
esac

tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
url="$BASE/$triple/rustup-init"
echo "Downloading $url"
curl --proto '=https' --tlsv1.2 -fsSL -o "$tmp/rustup-init" "$url"
curl --proto '=https' --tlsv1.2 -fsSL -o "$tmp/rustup-init.sha256" "$url.sha256"

expected="$(cut -d' ' -f1 < "$tmp/rustup-init.sha256")"
actual="$( (command -v sha256sum >/dev/null && sha256sum "$tmp/rustup-init" || shasum -a 256 "$tmp/rustup-init") | cut -d' ' -f1)"
if [ "$expected" != "$actual" ]; then
  echo "checksum mismatch: expected $expected got $actual" >&2
  exit 1
fi
echo "checksum ok ($actual)"

chmod +x "$tmp/rustup-init"
"$tmp/rustup-init" -y --no-modify-path --profile default
echo 'Add to your shell profile:  . "$HOME/.cargo/env"'
