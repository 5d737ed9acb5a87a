#!/usr/bin/env bash
set -euo pipefail
S="$(cd "$(dirname "$0")/.." && pwd)"
command -v direnv >/dev/null || { echo "install direnv first (brew install direnv / apt install direnv)" >&2; exit 1; }

D="${XDG_CONFIG_HOME:-$HOME/.config}/direnv"
mkdir -p "$D"
if [[ -f "$D/direnvrc" ]] && ! grep -q 'managed by monorepo-env-loader' "$D/direnvrc"; then
  cp "$D/direnvrc" "$D/direnvrc.bak"
  { echo; cat "$S/templates/direnvrc"; } >> "$D/direnvrc"
else
  cp "$S/templates/direnvrc" "$D/direnvrc"
fi

case "${SHELL##*/}" in
  zsh)  rc=~/.zshrc;  hook='eval "$(direnv hook zsh)"' ;;
  bash) rc=~/.bashrc; hook='eval "$(direnv hook bash)"' ;;
  fish) rc=~/.config/fish/config.fish; hook='direnv hook fish | source' ;;
  *) echo "hook your shell manually: https://direnv.net/docs/hook.html"; exit 0 ;;
esac
grep -qF 'direnv hook' "$rc" 2>/dev/null || echo "$hook" >> "$rc"
echo "direnv helpers installed. restart your shell."
