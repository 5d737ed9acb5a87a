#!/usr/bin/env bash
set -euo pipefail
SRC="$(cd "$(dirname "$0")" && pwd)/hooks"
DEST="${XDG_CONFIG_HOME:-$HOME/.config}/tf-hooks"

if [ "${1:-}" = "--repo" ]; then
  repo="$(git -C "${2:-.}" rev-parse --show-toplevel)"
  cp "$SRC"/* "$repo/.git/hooks/"
  chmod +x "$repo"/.git/hooks/*
  echo "installed into $repo"
  exit 0
fi

mkdir -p "$DEST"
cp "$SRC"/* "$DEST/"
cp "$SRC/.common" "$DEST/.common"
chmod +x "$DEST"/*
git config --global core.hooksPath "$DEST"
echo "installed user-wide: core.hooksPath=$DEST"
