#!/usr/bin/env bash
set -euo pipefail
GD="$HOME/.dotfiles"
dot() { git --git-dir="$GD" --work-tree="$HOME" "$@"; }
DENY='(^|/)(\.ssh/id_|\.aws/credentials|\.netrc|\.npmrc|\.pypirc|\.env)|\.pem$|\.key$'
ALIAS="alias dot='git --git-dir=\$HOME/.dotfiles --work-tree=\$HOME'"

add_alias() {
  for rc in "$HOME/.bashrc" "$HOME/.zshrc"; do
    [ -f "$rc" ] && ! grep -qF "$ALIAS" "$rc" && printf '\n%s\n' "$ALIAS" >> "$rc" && echo "added alias to $rc"
  done
}

case "${1:-}" in
  init)
    git init --bare "$GD"; dot config status.showUntrackedFiles no
    dot remote add origin "$2"; add_alias ;;
  add)
    shift
    for f in "$@"; do
      if echo "$f" | grep -Eq "$DENY"; then echo "refusing to track secret-looking file: $f" >&2; exit 1; fi
    done
    dot add "$@" ;;
  apply)
    git clone --bare "$2" "$GD"
    ts=$(date +%Y%m%d-%H%M%S); mkdir -p "$HOME/.dotfiles-backup/$ts"
    dot checkout 2>&1 | awk '/^\s+\./{print $1}' | while read -r f; do
      mkdir -p "$HOME/.dotfiles-backup/$ts/$(dirname "$f")"; mv "$HOME/$f" "$HOME/.dotfiles-backup/$ts/$f"
    done
    dot checkout; dot config status.showUntrackedFiles no; add_alias ;;
  *) echo "usage: $0 init <url> | add <files> | apply <url>" ;;
esac
