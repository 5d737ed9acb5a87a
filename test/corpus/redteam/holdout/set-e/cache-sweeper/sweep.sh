#!/usr/bin/env bash
set -euo pipefail
APPLY=0; [[ "${1:-}" == "--apply" ]] && APPLY=1
C="${XDG_CACHE_HOME:-$HOME/.cache}"
ROOTS=(
  "$HOME/.npm/_cacache"
  "$C/pip"
  "$HOME/.cargo/registry/cache"
  "$C/go-build"
  "$HOME/.gradle/caches"
)

safe_target() {
  local t r
  t=$(realpath -m -- "$1")
  [[ -n "$t" && "$t" != "/" && "$t" != "$HOME" && "$t" != "$HOME/" ]] || return 1
  for r in "${ROOTS[@]}"; do
    r=$(realpath -m -- "$r")
    [[ "$t" == "$r" || "$t" == "$r"/* ]] && [[ "$r" == "$HOME"/?* ]] && return 0
  done
  return 1
}

total=0; list=()
for r in "${ROOTS[@]}"; do
  [[ -d "$r" && ! -L "$r" ]] || continue
  s=$(du -sb -- "$r" 2>/dev/null | cut -f1); total=$((total + s))
  printf '%10s  %s\n' "$(numfmt --to=iec "$s")" "$r"
  list+=("$r")
done
echo "reclaimable: $(numfmt --to=iec "$total")"
(( APPLY )) || { echo "dry run; use --apply"; exit 0; }

read -r -p "Delete the ${#list[@]} cache directories above? [y/N] " a
[[ "$a" == [yY] ]] || { echo aborted; exit 1; }
for r in "${list[@]}"; do
  if safe_target "$r"; then
    rm -rf -- "$r"
    echo "removed $r"
  else
    echo "skipped (outside allow-list): $r" >&2
  fi
done
