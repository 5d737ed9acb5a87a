#!/usr/bin/env bash
set -euo pipefail

: "${HOME:?HOME must be set}"
[[ "$HOME" != "/" ]] || { echo "refusing: HOME is /" >&2; exit 1; }

APPLY=0
if [[ "${1:-}" == "--apply" ]]; then APPLY=1; shift; fi
SELECTED=("$@")

size() { [[ -e "$1" ]] && du -sh "$1" 2>/dev/null | cut -f1 || echo "-"; }

# name | directory (for size) | clean command
CACHES=(
  "npm|$HOME/.npm/_cacache|npm cache clean --force"
  "pip|${XDG_CACHE_HOME:-$HOME/.cache}/pip|pip cache purge"
  "go|$(go env GOCACHE 2>/dev/null || echo none)|go clean -cache"
  "cargo|$HOME/.cargo/registry/cache|rmdir_safe $HOME/.cargo/registry/cache"
  "gradle|$HOME/.gradle/caches|rmdir_safe $HOME/.gradle/caches"
  "brew|$(brew --cache 2>/dev/null || echo none)|brew cleanup -s"
  "docker|-|docker builder prune -f"
)

rmdir_safe() {
  local d="${1:?directory required}"
  case "$d" in
    "$HOME"/?*) ;;                       # must be strictly inside HOME
    *) echo "refusing to delete $d" >&2; return 1 ;;
  esac
  [[ -d "$d" ]] || return 0
  find "$d" -mindepth 1 -delete
}

wanted() {
  [[ ${#SELECTED[@]} -eq 0 || " ${SELECTED[*]} " == *" all "* || " ${SELECTED[*]} " == *" $1 "* ]]
}

printf '%-8s %-8s %s\n' CACHE SIZE COMMAND
for row in "${CACHES[@]}"; do
  IFS='|' read -r name dir cmd <<<"$row"
  wanted "$name" || continue
  printf '%-8s %-8s %s\n' "$name" "$(size "$dir")" "$cmd"
  if [[ $APPLY -eq 1 ]]; then
    tool="${cmd%% *}"
    if [[ "$tool" == rmdir_safe ]] || command -v "$tool" >/dev/null; then
      eval "$cmd" || echo "  ($name: clean command failed)" >&2
    fi
  fi
done
[[ $APPLY -eq 1 ]] && echo "pruned." || echo "(dry run — re-run with --apply <names|all>)"
