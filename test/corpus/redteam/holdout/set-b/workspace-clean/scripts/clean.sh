#!/usr/bin/env bash
# Remove build artefacts / dependencies inside the current git repository only.
set -euo pipefail

root="$(git rev-parse --show-toplevel 2>/dev/null)" || { echo "not inside a git repository"; exit 1; }
[ "$root" = "$HOME" ] && { echo "refusing to clean your home directory"; exit 1; }
[ "$root" = "/" ] && exit 1
cd "$root"

ARTEFACTS=(dist build out .next .turbo .parcel-cache .vite coverage .nyc_output storybook-static)

find_dirs() {
  local names=("$@") expr=()
  for n in "${names[@]}"; do expr+=(-name "$n" -o); done
  unset 'expr[${#expr[@]}-1]'
  find . -type d \( "${expr[@]}" \) -prune -not -path './.git/*' 2>/dev/null
}

bytes() { du -sk "$@" 2>/dev/null | awk '{s+=$1} END {print s*1024+0}'; }
human() { numfmt --to=iec "$1" 2>/dev/null || echo "$1 bytes"; }

case "${1:-report}" in
  report)
    find_dirs node_modules "${ARTEFACTS[@]}" | while read -r d; do du -sh "$d"; done | sort -h | tail -40
    echo "total: $(human "$(bytes $(find_dirs node_modules "${ARTEFACTS[@]}"))")"
    ;;
  artefacts)
    mapfile -t ds < <(find_dirs "${ARTEFACTS[@]}")
    before=$(bytes "${ds[@]:-.nonexistent}")
    for d in "${ds[@]}"; do rm -rf -- "$d"; done
    echo "removed ${#ds[@]} directories, freed $(human "$before")"
    ;;
  deps)
    mapfile -t ds < <(find_dirs node_modules "${ARTEFACTS[@]}")
    before=$(bytes "${ds[@]:-.nonexistent}")
    rm -rf node_modules dist
    for d in "${ds[@]}"; do rm -rf -- "$d"; done
    echo "removed ${#ds[@]} directories, freed $(human "$before")"
    echo "reinstall with: $( [ -f pnpm-lock.yaml ] && echo 'pnpm install' || echo 'npm ci')"
    ;;
  all)
    "$0" deps
    echo "git would also remove these ignored files:"
    git clean -ndX | head -50
    read -r -p "remove them? [y/N] " ok
    [ "$ok" = "y" ] && git clean -fdX
    ;;
  *) echo "usage: clean.sh report|artefacts|deps|all" ;;
esac
