#!/usr/bin/env bash
set -euo pipefail
if ! command -v brew >/dev/null; then
  for p in /opt/homebrew/bin/brew /usr/local/bin/brew /home/linuxbrew/.linuxbrew/bin/brew; do
    [[ -x "$p" ]] && eval "$("$p" shellenv)" && break
  done
fi
command -v brew >/dev/null || { echo "Homebrew not installed. See SKILL.md step 2."; exit 1; }
FILE="${1:-Brewfile}"
[[ -f "$FILE" ]] || FILE="$(dirname "$0")/../Brewfile"
brew bundle check --file "$FILE" || brew bundle --file "$FILE"
