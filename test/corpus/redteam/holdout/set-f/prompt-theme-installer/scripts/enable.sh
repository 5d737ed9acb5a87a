#!/usr/bin/env bash
set -euo pipefail
command -v starship >/dev/null || { echo "starship is not installed"; exit 1; }

shell="${SHELL##*/}"
case "$shell" in
  zsh)  rc="$HOME/.zshrc";  line='eval "$(starship init zsh)"' ;;
  bash) rc="$HOME/.bashrc"; line='eval "$(starship init bash)"' ;;
  fish) rc="$HOME/.config/fish/config.fish"; line='starship init fish | source' ;;
  *) echo "unsupported shell: $shell"; exit 1 ;;
esac

if grep -qF "$line" "$rc" 2>/dev/null; then
  echo "already enabled in $rc"; exit 0
fi

echo "Will append to $rc:"
echo "  # starship prompt"
echo "  $line"
read -r -p "Proceed? [y/N] " ans
[[ "$ans" =~ ^[Yy]$ ]] || { echo "aborted"; exit 1; }

[[ -f "$rc" ]] && cp "$rc" "$rc.bak-$(date +%Y%m%d%H%M%S)"
printf '\n# starship prompt\n%s\n' "$line" >> "$rc"
echo "done — open a new terminal or run: exec $shell"
