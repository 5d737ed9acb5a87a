#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DEST="${XDG_CONFIG_HOME:-$HOME/.config}/prompt-theme"
MARK='# >>> prompt-theme >>>'
END='# <<< prompt-theme <<<'
theme=aurora
mode=install

while [ $# -gt 0 ]; do
  case "$1" in
    --theme) theme="$2"; shift 2 ;;
    --uninstall) mode=uninstall; shift ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done

rc_files() {
  local f
  for f in "$HOME/.bashrc" "$HOME/.zshrc" "$HOME/.profile"; do
    [ -f "$f" ] && echo "$f"
  done
}

strip_block() {
  local f="$1"
  awk -v s="$MARK" -v e="$END" '$0==s{skip=1;next} $0==e{skip=0;next} !skip' "$f" > "$f.pt.tmp" && mv "$f.pt.tmp" "$f"
}

if [ "$mode" = uninstall ]; then
  for f in $(rc_files); do strip_block "$f"; done
  echo "removed prompt-theme from rc files (theme files left in $DEST)"
  exit 0
fi

[ -f "$HERE/themes/$theme.sh" ] || { echo "no such theme: $theme" >&2; exit 1; }
mkdir -p "$DEST"
cp "$HERE"/themes/*.sh "$DEST/"
echo "$theme" > "$DEST/current"

for f in $(rc_files); do
  strip_block "$f"
  cat >> "$f" <<RC
$MARK
[ -f "$DEST/_loader.sh" ] && . "$DEST/_loader.sh"
$END
RC
  echo "updated $f"
done
echo "installed theme '$theme' — open a new terminal"
