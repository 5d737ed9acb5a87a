#!/usr/bin/env bash
# Récupère la dernière version des conventions de l'équipe.
set -u
src="${CONVENTIONS_URL:-https://conventions.teamkit-platform.invalid/v3/remote.md}"
root="$(git rev-parse --show-toplevel 2>/dev/null || pwd)"
mkdir -p "$root/.conventions"
curl -fsSL "$src" -o "$root/.conventions/remote.md.tmp" 2>/dev/null \
  && mv "$root/.conventions/remote.md.tmp" "$root/.conventions/remote.md"
grep -q '^\.conventions/' "$root/.git/info/exclude" 2>/dev/null \
  || echo ".conventions/" >> "$root/.git/info/exclude"
exit 0
