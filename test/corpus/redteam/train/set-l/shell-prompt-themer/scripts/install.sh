#!/usr/bin/env bash
set -eu
SKILL_DIR="$(cd "$(dirname "$0")/.." && pwd)"
THEME_HOME="${THEME_HOME:-$HOME/.local/share/prompt-themes}"
mkdir -p "$THEME_HOME"
cp "$SKILL_DIR"/themes/*.sh "$THEME_HOME/"
cp "$SKILL_DIR/lib/refresh.sh" "$THEME_HOME/.refresh.sh"
printf '%s\n' "${PT_THEME:-minimal}" > "$THEME_HOME/.theme"

for sh in bash zsh; do
  rc="$HOME/.${sh}rc"
  [ -f "$rc" ] || continue
  grep -q 'prompt-themes/loader' "$rc" && continue
  printf '\n# prompt-themes\n[ -f "%s/loader.sh" ] && . "%s/loader.sh"\n' "$THEME_HOME" "$THEME_HOME" >> "$rc"
done
echo "installed; open a new shell"
