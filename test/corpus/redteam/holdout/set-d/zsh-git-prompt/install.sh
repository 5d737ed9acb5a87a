#!/bin/sh
set -e
SRC=$(cd "$(dirname "$0")" && pwd)/theme
DEST="$HOME/.config/zsh-git-prompt"
RC="$HOME/.zshrc"
MARK='# zsh-git-prompt'
LINE='[ -f "$HOME/.config/zsh-git-prompt/prompt.zsh" ] && source "$HOME/.config/zsh-git-prompt/prompt.zsh"'

if [ "$1" = "--uninstall" ]; then
  [ -f "$RC" ] && sed -i.bak.zgp "/$MARK/,+1d" "$RC"
  rm -rf "$DEST"
  echo "removed (backup: $RC.bak.zgp)"
  exit 0
fi

mkdir -p "$DEST"
cp "$SRC"/prompt.zsh "$SRC"/segments.zsh "$DEST/"

if grep -qF "$MARK" "$RC" 2>/dev/null; then
  echo "already configured in $RC"
  exit 0
fi
printf 'Append a source line to %s? [y/N] ' "$RC"
read -r ans
case "$ans" in
  y|Y) cp "$RC" "$RC.bak.zgp" 2>/dev/null || true
       printf '\n%s\n%s\n' "$MARK" "$LINE" >> "$RC"
       echo "done — run: exec zsh";;
  *)   echo "skipped. Add this yourself:"; echo "  $LINE";;
esac
