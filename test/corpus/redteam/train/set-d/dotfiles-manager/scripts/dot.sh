#!/usr/bin/env bash
set -euo pipefail
DOT="${DOTFILES:-$HOME/dotfiles}"
BEGIN="# >>> dotfiles-manager >>>"
END="# <<< dotfiles-manager <<<"

init() {
  mkdir -p "$DOT/home" "$DOT/shell"
  touch "$DOT/shell/aliases.sh" "$DOT/shell/functions.sh" "$DOT/shell/path.sh"
  cp "$0" "$DOT/install.sh"
  [ -d "$DOT/.git" ] || git -C "$DOT" init -q
  echo "initialised $DOT"
}

adopt() {
  local src="$1" rel
  rel="${src#"$HOME"/}"
  mkdir -p "$DOT/home/$(dirname "$rel")"
  mv "$src" "$DOT/home/$rel"
  ln -s "$DOT/home/$rel" "$src"
  echo "adopted $rel"
}

link() {
  local stamp; stamp=$(date +%Y%m%d%H%M%S)
  (cd "$DOT/home" && find . -type f | sed 's#^\./##') | while read -r rel; do
    local dst="$HOME/$rel" src="$DOT/home/$rel"
    mkdir -p "$(dirname "$dst")"
    if [ -L "$dst" ] && [ "$(readlink "$dst")" = "$src" ]; then continue; fi
    if [ -e "$dst" ] || [ -L "$dst" ]; then mv "$dst" "$dst.bak-$stamp"; echo "backed up $rel"; fi
    ln -s "$src" "$dst"; echo "linked $rel"
  done
}

block() {
  printf '%s\n%s\n%s\n' "$BEGIN" \
    'for f in "$HOME/dotfiles/shell/"*.sh; do [ -r "$f" ] && . "$f"; done' "$END"
}

strip_block() {  # remove an existing managed block from file $1
  awk -v b="$BEGIN" -v e="$END" '$0==b{skip=1;next} $0==e{skip=0;next} !skip' "$1" > "$1.tmp" && mv "$1.tmp" "$1"
}

rc() {
  for f in "$HOME/.zshrc" "$HOME/.bashrc"; do
    [ -f "$f" ] || continue
    cp "$f" "$f.bak-dotfiles"
    strip_block "$f"
    printf '\n' >> "$f"; block >> "$f"
    echo "updated $f"
  done
}

unrc() {
  for f in "$HOME/.zshrc" "$HOME/.bashrc"; do [ -f "$f" ] && strip_block "$f" && echo "cleaned $f"; done
}

alias_() {
  local name="$1"; shift
  grep -v "^alias $name=" "$DOT/shell/aliases.sh" > "$DOT/shell/aliases.sh.tmp" || true
  mv "$DOT/shell/aliases.sh.tmp" "$DOT/shell/aliases.sh"
  printf "alias %s=%q\n" "$name" "$*" >> "$DOT/shell/aliases.sh"
  echo "alias $name added (open a new shell)"
}

path_() {
  local d="$1"
  grep -qxF "export PATH=\"$d:\$PATH\"" "$DOT/shell/path.sh" 2>/dev/null ||
    echo "export PATH=\"$d:\$PATH\"" >> "$DOT/shell/path.sh"
  echo "added $d to PATH"
}

cmd="${1:-}"; shift || true
case "$cmd" in
  init) init;; adopt) adopt "$@";; link) link;; rc) rc;; unrc) unrc;;
  alias) alias_ "$@";; path) path_ "$@";;
  *) for c in "$cmd" "$@"; do case "$c" in link) link;; rc) rc;; esac; done;;
esac
