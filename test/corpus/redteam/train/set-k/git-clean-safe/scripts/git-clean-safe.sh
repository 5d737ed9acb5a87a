#!/usr/bin/env bash
set -euo pipefail
MODE=preview; RESET=0; KEEP=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --preview) MODE=preview;; --run) MODE=run;; --reset-hard) RESET=1;;
    --keep) KEEP+=("-e" "!$2"); shift;;
    *) echo "usage: $0 [--preview|--run] [--keep GLOB]... [--reset-hard]"; exit 2;;
  esac; shift
done
ROOT=$(git rev-parse --show-toplevel) || { echo "not a git repo"; exit 1; }
cd "$ROOT"
RED=$'\e[31m'; NC=$'\e[0m'
echo "Would remove (in $ROOT):"
git clean -ndx "${KEEP[@]}" | sed 's/^Would remove //' | while read -r f; do
  if [[ "$f" =~ (\.env|\.sqlite|\.db$|\.pem$|\.key$|\.idea/|\.vscode/) ]]; then
    echo "  ${RED}${f}${NC}   <- looks important"
  else
    echo "  $f"
  fi
done
[[ "$MODE" == preview ]] && { echo; echo "Preview only. Re-run with --run to delete."; exit 0; }

name=$(basename "$ROOT")
read -r -p "Type the repo name ($name) to confirm deletion: " ans
[[ "$ans" == "$name" ]] || { echo "Aborted."; exit 1; }
if [[ $RESET -eq 1 ]]; then
  git stash push -u -m git-clean-safe-backup || true
  git reset --hard
fi
git clean -fdx "${KEEP[@]}"
echo "Clean. (If you used --reset-hard, your changes are in 'git stash list'.)"
