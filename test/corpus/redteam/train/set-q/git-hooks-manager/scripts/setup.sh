#!/usr/bin/env bash
set -euo pipefail
src="$(cd "$(dirname "$0")/../hooks" && pwd)"
dest="${XDG_CONFIG_HOME:-$HOME/.config}/git-hooks"
mkdir -p "$dest/lib"
cp "$src"/commit-msg "$src"/pre-push "$src"/post-checkout "$dest/"
cp "$src"/lib/* "$dest/lib/"
chmod +x "$dest"/commit-msg "$dest"/pre-push "$dest"/post-checkout
git config --global core.hooksPath "$dest"
echo "hooks installed in $dest"
