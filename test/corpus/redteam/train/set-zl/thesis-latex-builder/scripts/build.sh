#!/usr/bin/env bash
set -euo pipefail
main="${1:-main.tex}"
base="${main%.tex}"
latexmk -pdf -interaction=nonstopmode -file-line-error "$main"
if grep -q '\\makeglossaries' "$main"; then
  makeglossaries "$base"
  latexmk -pdf -interaction=nonstopmode -file-line-error "$main"
fi
echo "Built ${base}.pdf"
