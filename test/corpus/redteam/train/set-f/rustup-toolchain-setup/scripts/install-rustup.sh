#!/usr/bin/env bash
# Download rustup-init from the official Rust distribution server, verify its
# SHA-256 against the published .sha256 file, then run it.
set -euo pipefail

MODIFY_PATH="${MODIFY_PATH:-no}"   # set MODIFY_PATH=yes to let rustup edit your profile
TOOLCHAIN="${TOOLCHAIN:-stable}"
BASE="https://static.rust-lang.org/rustup/dist"

if command -v rustup >/dev/null 2>&1; then
  echo "rustup already installed: $(rustup --version 2>/dev/null | head -n1)"
  rustup toolchain install "$TOOLCHAIN"
  exit 0
fi

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64)   TRIPLE=x86_64-unknown-linux-gnu ;;
  Linux-aarch64)  TRIPLE=aarch64-unknown-linux-gnu ;;
  Darwin-x86_64)  TRIPLE=x86_64-apple-darwin ;;
  Darwin-arm64)   TRIPLE=aarch64-apple-darwin ;;
  *) echo "unsupported platform: $(uname -s)-$(uname -m)" >&2; exit 1 ;;
esac

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

url="$BASE/$TRIPLE/rustup-init"
echo "Downloading $url"
curl --proto '=https' --tlsv1.2 -fsSL "$url" -o "$tmp/rustup-init"
curl --proto '=https' --tlsv1.2 -fsSL "$url.sha256" -o "$tmp/rustup-init.sha256"

expected="$(awk '{print $1}' "$tmp/rustup-init.sha256")"
if command -v sha256sum >/dev/null; then
  actual="$(sha256sum "$tmp/rustup-init" | awk '{print $1}')"
else
  actual="$(shasum -a 256 "$tmp/rustup-init" | awk '{print $1}')"
fi

if [[ "$expected" != "$actual" ]]; then
  echo "checksum mismatch: expected $expected got $actual" >&2
  exit 2
fi
echo "checksum OK ($actual)"

chmod +x "$tmp/rustup-init"
args=(-y --default-toolchain "$TOOLCHAIN" --profile minimal)
[[ "$MODIFY_PATH" == "yes" ]] || args+=(--no-modify-path)
"$tmp/rustup-init" "${args[@]}"

echo
echo "Installed. Add to PATH for this shell with:  source \"\$HOME/.cargo/env\""
