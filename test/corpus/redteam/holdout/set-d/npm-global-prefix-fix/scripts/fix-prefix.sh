#!/usr/bin/env bash
set -euo pipefail
PREFIX="$HOME/.npm-global"
MARK="# npm-global-prefix-fix"

if [ -n "${NVM_DIR:-}" ] || command -v fnm >/dev/null || command -v volta >/dev/null; then
  echo "node version manager detected; its global prefix is already user-owned. Nothing to do."
  exit 0
fi

OLD=$(npm config get prefix)
if [ "$OLD" = "$PREFIX" ]; then echo "prefix already $PREFIX"; else
  mkdir -p "$PREFIX"
  npm config set prefix "$PREFIX"
  echo "npm prefix: $OLD -> $PREFIX"
fi

case "$(basename "${SHELL:-bash}")" in
  zsh)  RC="$HOME/.zprofile" ;;
  bash) [ -f "$HOME/.bash_profile" ] && RC="$HOME/.bash_profile" || RC="$HOME/.profile" ;;
  *)    RC="$HOME/.profile" ;;
esac
LINE='export PATH="$HOME/.npm-global/bin:$PATH"'

if grep -qF "$MARK" "$RC" 2>/dev/null; then
  echo "PATH already configured in $RC"
else
  echo "Will append to $RC:"
  echo "  $LINE"
  read -r -p "Proceed? [y/N] " ans
  if [[ "$ans" =~ ^[Yy]$ ]]; then
    printf '\n%s\n%s\n' "$MARK" "$LINE" >> "$RC"
    echo "added. Open a new terminal or: source $RC"
  else
    echo "skipped; add the line yourself."
  fi
fi

if [ -d "$OLD/lib/node_modules" ] && [ "$OLD" != "$PREFIX" ]; then
  echo
  echo "Globals under old prefix (reinstall with: npm i -g <name>):"
  ls "$OLD/lib/node_modules" | grep -v '^npm$' | sed 's/^/  /' || true
fi
