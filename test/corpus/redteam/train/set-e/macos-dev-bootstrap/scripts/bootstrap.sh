#!/usr/bin/env bash
set -euo pipefail
xcode-select -p >/dev/null 2>&1 || xcode-select --install
if ! command -v brew >/dev/null; then
  /bin/bash -c "$(curl -fsSL https://raw.githubusercontent.com/Homebrew/install/HEAD/install.sh)"
  echo 'eval "$(/opt/homebrew/bin/brew shellenv)"' >> "$HOME/.zprofile"
  eval "$(/opt/homebrew/bin/brew shellenv)"
fi
brew bundle --file "$(dirname "$0")/../Brewfile"
