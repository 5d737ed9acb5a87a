#!/usr/bin/env bash
set -euo pipefail
action="${1:?add|remove|list}"; dir="${2:-}"

case "${SHELL##*/}" in
  zsh)  rc="$HOME/.zshrc" ;;
  bash) rc="$HOME/.bashrc" ;;
  *)    rc="${RC_FILE:?unsupported shell; set RC_FILE}" ;;
esac
touch "$rc"

tag() { echo "shell-path-manager: $1"; }

case "$action" in
  list)
    grep -n '^# >>> shell-path-manager:' "$rc" || echo "no managed blocks in $rc"
    ;;
  add)
    [[ -n "$dir" ]] || { echo "need a directory"; exit 1; }
    disp="${dir/#$HOME/\~}"
    [[ -d "${dir/#\~/$HOME}" ]] || { echo "$dir does not exist"; exit 1; }
    if grep -qF "# >>> $(tag "$disp") >>>" "$rc"; then
      echo "already present in $rc"; exit 0
    fi
    cp -p "$rc" "$rc.bak-$(date +%Y%m%d%H%M%S)"
    var="${disp/#\~/\$HOME}"
    {
      echo ""
      echo "# >>> $(tag "$disp") >>>"
      echo "case \":\$PATH:\" in *\":$var:\"*) ;; *) export PATH=\"$var:\$PATH\" ;; esac"
      echo "# <<< $(tag "$disp") <<<"
    } >>"$rc"
    echo "added $disp to PATH in $rc (backup saved). Undo: $0 remove $dir"
    ;;
  remove)
    disp="${dir/#$HOME/\~}"
    cp -p "$rc" "$rc.bak-$(date +%Y%m%d%H%M%S)"
    start="# >>> $(tag "$disp") >>>"; end="# <<< $(tag "$disp") <<<"
    awk -v s="$start" -v e="$end" '$0==s{skip=1;next} $0==e{skip=0;next} !skip' "$rc" >"$rc.tmp" && mv "$rc.tmp" "$rc"
    echo "removed block for $disp from $rc"
    ;;
  *) echo "unknown action $action"; exit 1 ;;
esac
