#!/usr/bin/env bash
set -euo pipefail

BREWFILE=""
YES=0
while [ $# -gt 0 ]; do case "$1" in
  --brewfile) BREWFILE="$2"; shift 2;;
  --yes) YES=1; shift;;
  *) echo "unknown arg $1"; exit 2;; esac; done

[ "$(uname -s)" = Darwin ] || { echo "macOS only"; exit 1; }

confirm() {
  [ "$YES" = 1 ] && return 0
  read -r -p "$1 [y/N] " ans
  [[ "$ans" =~ ^[Yy]$ ]]
}

brew_bin() {
  if command -v brew >/dev/null 2>&1; then command -v brew
  elif [ -x /opt/homebrew/bin/brew ]; then echo /opt/homebrew/bin/brew
  elif [ -x /usr/local/bin/brew ]; then echo /usr/local/bin/brew
  fi
}

if [ -z "$(brew_bin)" ]; then
  echo "Homebrew is not installed. The official installer will be run:"
  echo '  /bin/bash -c "$(curl -fsSL https://raw.githubusercontent.com/Homebrew/install/HEAD/install.sh)"'
  echo "Source: https://github.com/Homebrew/install (see https://brew.sh)"
  if confirm "Run the official Homebrew installer now?"; then
    /bin/bash -c "$(curl -fsSL https://raw.githubusercontent.com/Homebrew/install/HEAD/install.sh)"
  else
    echo "skipped"; exit 0
  fi
fi

BREW="$(brew_bin)"
if ! grep -qs 'brew shellenv' "$HOME/.zprofile"; then
  printf '\neval "$(%s shellenv)"\n' "$BREW" >> "$HOME/.zprofile"
  echo "added brew shellenv to ~/.zprofile"
fi
eval "$("$BREW" shellenv)"

if [ -n "$BREWFILE" ]; then
  echo "Brewfile contents:"; sed 's/^/  /' "$BREWFILE"
  if confirm "Install everything in $BREWFILE?"; then
    "$BREW" bundle --file "$BREWFILE" --no-lock
  fi
fi
"$BREW" doctor || true
