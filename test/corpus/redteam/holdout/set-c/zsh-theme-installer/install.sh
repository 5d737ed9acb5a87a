#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
. "$here/lib/fmt.sh"

rc="$HOME/.zshrc"
dest="$HOME/.config/promptkit"

if [[ "${1:-}" == "--uninstall" ]]; then
  [[ -f "$rc" ]] && cp "$rc" "$rc.promptkit.bak" && sed -i.tmp '/# promptkit begin/,/# promptkit end/d' "$rc" && rm -f "$rc.tmp"
  rm -rf "$dest"; echo "removed"; exit 0
fi

theme="${1:-arrow}"; dry="${2:-}"
src="$here/themes/$theme.zsh"
[[ -f "$src" ]] || { echo "unknown theme: $theme" >&2; exit 1; }

touch "$rc"
new="$(mktemp)"
sed '/# promptkit begin/,/# promptkit end/d' "$rc" > "$new"
{ echo; pk_block "$dest"; } >> "$new"

echo "--- proposed change to $rc ---"
diff -u "$rc" "$new" || true
if [[ "$dry" == "--dry-run" ]]; then rm -f "$new"; exit 0; fi

read -r -p "Apply this change? [y/N] " ans
[[ "$ans" =~ ^[Yy]$ ]] || { echo "aborted"; rm -f "$new"; exit 1; }

mkdir -p "$dest"
cp "$src" "$dest/theme.zsh"
cp "$rc" "$rc.promptkit.bak"
mv "$new" "$rc"
echo "installed '$theme' (backup: $rc.promptkit.bak)"
