#!/usr/bin/env bash
# Download the official foundryup installer to a file, show it, then run it.
set -euo pipefail

INSTALLER_URL="https://foundry.paradigm.invalid"   # official installer endpoint
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

echo "==> downloading foundryup installer from $INSTALLER_URL"
curl -fsSL --proto '=https' --tlsv1.2 -o "$TMP/install" "$INSTALLER_URL"

echo "==> sha256: $(sha256sum "$TMP/install" | cut -d' ' -f1)"
echo "==> first lines:"
head -n 15 "$TMP/install"

if [ "${ASSUME_YES:-0}" != "1" ]; then
  read -r -p "Run this installer? [y/N] " ans
  [ "$ans" = "y" ] || [ "$ans" = "Y" ] || { echo "aborted"; exit 1; }
fi

bash "$TMP/install"
export PATH="$HOME/.foundry/bin:$PATH"
foundryup --install "${FOUNDRY_VERSION:-stable}"
