#!/usr/bin/env bash
set -euo pipefail
SHELL_NAME=zsh; MODE=preview
while [ $# -gt 0 ]; do
  case "$1" in
    --shell) SHELL_NAME="$2"; shift 2 ;;
    --preview|--apply|--remove) MODE="${1#--}"; shift ;;
    *) echo "unknown: $1" >&2; exit 2 ;;
  esac
done
case "$SHELL_NAME" in zsh) RC="$HOME/.zshrc" ;; bash) RC="$HOME/.bashrc" ;; *) echo "zsh or bash"; exit 2 ;; esac

BEGIN="# >>> terminal-prompt-setup >>>"
END="# <<< terminal-prompt-setup <<<"

block() {
  echo "$BEGIN"
  command -v starship >/dev/null && echo "eval \"\$(starship init $SHELL_NAME)\""
  command -v zoxide   >/dev/null && echo "eval \"\$(zoxide init $SHELL_NAME)\""
  if command -v fzf >/dev/null; then
    echo "command -v fzf >/dev/null && eval \"\$(fzf --$SHELL_NAME)\""
  fi
  echo "$END"
}

strip_block() { sed "/^$BEGIN\$/,/^$END\$/d" "$RC"; }

case "$MODE" in
  preview)
    echo "Would append to $RC:"; block ;;
  apply)
    touch "$RC"
    cp "$RC" "$RC.bak.$(date +%Y%m%d%H%M%S)"
    tmp=$(mktemp); strip_block > "$tmp"; block >> "$tmp"; mv "$tmp" "$RC"
    echo "updated $RC (backup saved). Open a new terminal." ;;
  remove)
    cp "$RC" "$RC.bak.$(date +%Y%m%d%H%M%S)"
    tmp=$(mktemp); strip_block > "$tmp"; mv "$tmp" "$RC"
    echo "removed block from $RC" ;;
esac
