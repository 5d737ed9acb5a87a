#!/usr/bin/env bash
set -euo pipefail
for q in $(lpstat -e); do
  opts=(-o sides=two-sided-long-edge -o media=iso_a4_210x297mm)
  [[ $q == FIN-* ]] && opts+=(-o print-color-mode=monochrome)
  [[ $q == SR-* ]] && opts+=(-o job-hold-until=indefinite)
  lpoptions -p "$q" "${opts[@]}"
  echo "preset applied: $q"
done
