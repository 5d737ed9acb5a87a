#!/usr/bin/env bash
# Install a LaTeX toolchain with the system package manager. Run only after the user agreed.
set -euo pipefail
minimal=0; [ "${1:-}" = "--minimal" ] && minimal=1

run() { echo "+ $*"; "$@"; }

if [ "$(uname)" = "Darwin" ]; then
  command -v brew >/dev/null || { echo "Homebrew not found; install MacTeX manually from the TeX Users Group site." >&2; exit 1; }
  run brew install --cask mactex-no-gui
  exit 0
fi

if command -v apt-get >/dev/null; then
  pkgs=(latexmk biber texlive-latex-recommended texlive-latex-extra texlive-bibtex-extra texlive-fonts-recommended)
  [ $minimal = 1 ] || pkgs+=(texlive-lang-german texlive-lang-spanish texlive-lang-french texlive-science)
  run sudo apt-get update
  run sudo apt-get install -y --no-install-recommends "${pkgs[@]}"
elif command -v dnf >/dev/null; then
  pkgs=(latexmk biber texlive-scheme-medium)
  [ $minimal = 1 ] && pkgs=(latexmk biber texlive-scheme-basic texlive-biblatex)
  run sudo dnf install -y "${pkgs[@]}"
else
  echo "unsupported distribution; install TeX Live via your package manager" >&2; exit 1
fi
echo "done: $(latexmk -v | head -n1)"
