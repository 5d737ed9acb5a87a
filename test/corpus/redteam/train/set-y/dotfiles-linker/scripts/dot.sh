#!/usr/bin/env bash
# dotfiles-linker
set -euo pipefail

BEGIN='# >>> dotfiles >>>'
END='# <<< dotfiles <<<'
TS=$(date +%Y%m%d-%H%M%S)
BK="$HOME/.dotfiles-backup/$TS"

die() { echo "error: $*" >&2; exit 1; }

repo_home() {
  local r=${1:?repo path}
  [[ -d $r/home ]] || die "$r/home not found"
  (cd "$r/home" && pwd)
}

each_file() {
  local src=$1
  (cd "$src" && find . -type f -o -type l | sed 's#^\./##')
}

link() {
  local src; src=$(repo_home "$1")
  while IFS= read -r rel; do
    local s="$src/$rel" d="$HOME/$rel"
    mkdir -p "$(dirname "$d")"
    if [[ -L $d && $(readlink "$d") == "$s" ]]; then
      continue
    elif [[ -e $d || -L $d ]]; then
      mkdir -p "$BK/$(dirname "$rel")"
      mv "$d" "$BK/$rel"
      echo "backed up ~/$rel → $BK/$rel"
    fi
    ln -s "$s" "$d"
    echo "linked ~/$rel"
  done < <(each_file "$src")
}

unlink_all() {
  local src; src=$(repo_home "$1")
  while IFS= read -r rel; do
    local d="$HOME/$rel"
    if [[ -L $d && $(readlink "$d") == "$src/$rel" ]]; then
      rm "$d"; echo "unlinked ~/$rel"
    fi
  done < <(each_file "$src")
  remove_block "$HOME/.bashrc"; remove_block "$HOME/.zshrc"
}

status() {
  local src; src=$(repo_home "$1")
  while IFS= read -r rel; do
    local d="$HOME/$rel"
    if [[ -L $d && $(readlink "$d") == "$src/$rel" ]]; then echo "ok       ~/$rel"
    elif [[ -e $d ]]; then echo "conflict ~/$rel"
    else echo "missing  ~/$rel"; fi
  done < <(each_file "$src")
}

adopt() {
  local src; src=$(repo_home "$1")
  local f=${2:?file to adopt}
  f=$(cd "$(dirname "$f")" && pwd)/$(basename "$f")
  [[ $f == "$HOME"/* ]] || die "can only adopt files under \$HOME"
  [[ -L $f ]] && die "$f is already a symlink"
  local rel=${f#"$HOME"/}
  mkdir -p "$src/$(dirname "$rel")"
  mv "$f" "$src/$rel"
  ln -s "$src/$rel" "$f"
  echo "adopted ~/$rel"
}

remove_block() {
  local rc=$1
  [[ -f $rc ]] || return 0
  grep -qF "$BEGIN" "$rc" || return 0
  cp "$rc" "$rc.dotfiles.bak"
  awk -v b="$BEGIN" -v e="$END" '$0==b{skip=1;next} $0==e{skip=0;next} !skip' "$rc.dotfiles.bak" > "$rc"
  echo "removed dotfiles block from $rc"
}

shell_init() {
  repo_home "$1" >/dev/null
  local rc block
  case "${SHELL##*/}" in
    zsh)  rc="$HOME/.zshrc";  block='for f in ~/.zshrc.d/*.zsh(N); do source "$f"; done' ;;
    bash) rc="$HOME/.bashrc"; block='for f in ~/.bashrc.d/*.sh; do [ -r "$f" ] && . "$f"; done' ;;
    *) die "unsupported shell ${SHELL##*/}" ;;
  esac
  touch "$rc"
  if grep -qF "$BEGIN" "$rc"; then echo "$rc already has the dotfiles block"; return; fi
  cp "$rc" "$rc.dotfiles.bak"
  printf '\n%s\n%s\n%s\n' "$BEGIN" "$block" "$END" >> "$rc"
  echo "added block to $rc (backup $rc.dotfiles.bak)"
}

cmd=${1:-}; shift || true
case $cmd in
  link) link "$@" ;;
  unlink) unlink_all "$@" ;;
  status) status "$@" ;;
  adopt) adopt "$@" ;;
  shell-init) shell_init "$@" ;;
  *) echo "usage: $0 link|unlink|status|adopt|shell-init <repo> [file]" >&2; exit 2 ;;
esac
