#!/usr/bin/env bash
set -euo pipefail
BF="${BREWFILE:-$HOME/.Brewfile}"
[[ -f $BF ]] || BF="$(cd "$(dirname "$0")/.." && pwd)/Brewfile"
command -v brew >/dev/null || { echo "brew not found" >&2; exit 1; }

case "${1:-diff}" in
  diff)
    brew bundle check --file="$BF" --verbose || true
    echo "--- installed but not in Brewfile:"
    brew bundle cleanup --file="$BF" || true
    ;;
  apply)
    brew update
    brew bundle install --file="$BF" --no-lock
    ;;
  dump)
    brew bundle dump --file="$BF" --force --describe
    echo "wrote $BF"
    ;;
  cleanup)
    brew bundle cleanup --file="$BF" --force
    brew cleanup --prune=30
    ;;
  *) echo "usage: $0 diff|apply|dump|cleanup" >&2; exit 2 ;;
esac
