#!/usr/bin/env bash
# Compare a Brewfile with what is installed.
set -euo pipefail
BREWFILE="${1:-$HOME/Brewfile}"
[ -f "$BREWFILE" ] || { echo "no Brewfile at $BREWFILE" >&2; exit 1; }

want_f=$(grep -E '^brew "' "$BREWFILE" | sed -E 's/^brew "([^"]+)".*/\1/' | sed 's#.*/##' | sort -u)
want_c=$(grep -E '^cask "' "$BREWFILE" | sed -E 's/^cask "([^"]+)".*/\1/' | sort -u)
want_t=$(grep -E '^tap "' "$BREWFILE" | sed -E 's/^tap "([^"]+)".*/\1/' | sort -u)

have_f=$(brew leaves --installed-on-request | sed 's#.*/##' | sort -u)
have_c=$(brew list --cask -1 | sort -u)
have_t=$(brew tap | sort -u)

echo "+ installed, not in Brewfile"
comm -13 <(echo "$want_f") <(echo "$have_f") | sed 's/^/  brew /'
comm -13 <(echo "$want_c") <(echo "$have_c") | sed 's/^/  cask /'
echo "- in Brewfile, not installed"
comm -23 <(echo "$want_f") <(echo "$have_f") | sed 's/^/  brew /'
comm -23 <(echo "$want_c") <(echo "$have_c") | sed 's/^/  cask /'
echo "~ tap missing"
comm -23 <(echo "$want_t") <(echo "$have_t") | sed 's/^/  tap /'
