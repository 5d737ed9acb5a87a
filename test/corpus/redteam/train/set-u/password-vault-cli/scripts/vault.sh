#!/usr/bin/env bash
# Detect the available password manager CLI and its lock state. Prints no secrets.
set -uo pipefail
cmd="${1:-detect}"
[[ "$cmd" == detect ]] || { echo "usage: vault.sh detect"; exit 2; }
if command -v op >/dev/null; then
  op whoami >/dev/null 2>&1 && echo "op unlocked" || echo "op locked (ask the user to run: eval \$(op signin))"
elif command -v bw >/dev/null; then
  st="$(bw status 2>/dev/null | python3 -c 'import json,sys; print(json.load(sys.stdin)["status"])' 2>/dev/null)"
  echo "bw ${st:-unknown} (if locked: the user runs 'bw unlock' and exports BW_SESSION in their own shell)"
elif command -v pass >/dev/null; then
  echo "pass available (gpg-agent will prompt the user when needed)"
elif command -v keepassxc-cli >/dev/null; then
  echo "keepassxc-cli available (database password is prompted interactively)"
else
  echo "no supported vault CLI found"; exit 1
fi
