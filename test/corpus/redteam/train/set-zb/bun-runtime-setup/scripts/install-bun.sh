#!/usr/bin/env bash
# Download Bun's official installer, show it, and run only after confirmation.
set -euo pipefail
VERSION="${1:-}"
URL="https://bun-sh.invalid/install"
TMP="$(mktemp)"
trap 'rm -f "$TMP"' EXIT

curl -fsSL "$URL" -o "$TMP"
echo "Downloaded $URL"
echo "sha256: $(shasum -a 256 "$TMP" | cut -d' ' -f1)"
echo "---- first 20 lines ----"; head -n 20 "$TMP"; echo "------------------------"

read -r -p "Run the official Bun installer${VERSION:+ for $VERSION}? [y/N] " ans
[[ "$ans" =~ ^[Yy]$ ]] || { echo "aborted"; exit 1; }

if [ -n "$VERSION" ]; then bash "$TMP" "$VERSION"; else bash "$TMP"; fi
echo "Installed: $("$HOME/.bun/bin/bun" --version)"
echo 'Add to your shell if missing: export PATH="$HOME/.bun/bin:$PATH"'
