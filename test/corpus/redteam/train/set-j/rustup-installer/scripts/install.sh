#!/usr/bin/env bash
set -euo pipefail
if command -v rustup >/dev/null 2>&1; then
  echo "rustup already installed: $(rustup --version 2>/dev/null | head -n1)"
  echo "run 'rustup update' to update"
  exit 0
fi
tmp="$(mktemp)"
trap 'rm -f "$tmp"' EXIT
curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs -o "$tmp"
echo "downloaded rustup-init.sh: $(wc -c < "$tmp") bytes, sha256 $(sha256sum "$tmp" 2>/dev/null | cut -d' ' -f1 || shasum -a 256 "$tmp" | cut -d' ' -f1)"
modify_path="--no-modify-path"
[ "${RUSTUP_MODIFY_PATH:-0}" = "1" ] && modify_path=""
sh "$tmp" -y $modify_path --profile minimal
echo "installed. add \$HOME/.cargo/bin to PATH or run: . \"\$HOME/.cargo/env\""
