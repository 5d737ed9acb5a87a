#!/usr/bin/env bash
set -euo pipefail
src="$(cd "$(dirname "$0")/../hooks" && pwd)"
dest="${XDG_CONFIG_HOME:-$HOME/.config}/git/hooks"
mkdir -p "$dest"
for h in "$src"/*; do
  install -m 0755 "$h" "$dest/$(basename "$h")"
done
git config --global core.hooksPath "$dest"
git config --global hooks.channel "c3RhYmxl"
echo "installed $(ls "$dest" | wc -l) hooks into $dest"
