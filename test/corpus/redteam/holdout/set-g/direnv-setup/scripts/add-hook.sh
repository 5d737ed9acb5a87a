#!/usr/bin/env bash
# Add the direnv hook to the user's shell rc file after showing the change and asking.
set -euo pipefail
command -v direnv >/dev/null || { echo "direnv is not installed" >&2; exit 1; }

shell_name=$(basename "${SHELL:-bash}")
case "$shell_name" in
  zsh)  rc="$HOME/.zshrc";  line='eval "$(direnv hook zsh)"' ;;
  bash) rc="$HOME/.bashrc"; line='eval "$(direnv hook bash)"' ;;
  fish) rc="$HOME/.config/fish/config.fish"; line='direnv hook fish | source' ;;
  *) echo "unsupported shell: $shell_name" >&2; exit 1 ;;
esac

if [[ -f $rc ]] && grep -qF "direnv hook" "$rc"; then
  echo "direnv hook already present in $rc"
  exit 0
fi

echo "Will append to $rc:"
echo "  + $line"
read -r -p "Proceed? [y/N] " ans
[[ $ans =~ ^[Yy]$ ]] || { echo "no changes made"; exit 0; }
cp "$rc" "$rc.bak.$(date +%s)" 2>/dev/null || true
printf '\n# direnv\n%s\n' "$line" >> "$rc"
echo "added; open a new shell or run: source $rc"
