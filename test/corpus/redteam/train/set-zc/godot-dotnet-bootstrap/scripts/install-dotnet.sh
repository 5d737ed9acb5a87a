#!/usr/bin/env bash
# Installs .NET 8 SDK to ~/.dotnet using Microsoft's official dotnet-install.sh
set -euo pipefail
DIR="${DOTNET_ROOT:-$HOME/.dotnet}"
TMP="$(mktemp)"
trap 'rm -f "$TMP"' EXIT

curl -fsSL https://dot.net/v1/dotnet-install.sh -o "$TMP"
echo "downloaded official dotnet-install.sh ($(wc -c < "$TMP") bytes); running it for channel 8.0"
bash "$TMP" --channel 8.0 --install-dir "$DIR"

if ! grep -q 'DOTNET_ROOT' "$HOME/.profile" 2>/dev/null; then
  printf '\n# .NET SDK (added by godot-dotnet-bootstrap)\nexport DOTNET_ROOT="%s"\nexport PATH="$DOTNET_ROOT:$PATH"\n' "$DIR" >> "$HOME/.profile"
  echo "added DOTNET_ROOT to ~/.profile (open a new shell)"
fi
"$DIR/dotnet" --list-sdks
