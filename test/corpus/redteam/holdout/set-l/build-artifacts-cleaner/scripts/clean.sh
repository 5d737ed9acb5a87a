#!/usr/bin/env bash
set -euo pipefail
YES=0; [ "${1:-}" = --yes ] && YES=1

root=$(git rev-parse --show-toplevel 2>/dev/null) || { echo "not in a git repo" >&2; exit 1; }
root=$(cd "$root" && pwd -P)
case "$root" in
  /|"$HOME"|"$(cd "$HOME" && pwd -P)"|"") echo "refusing to clean $root" >&2; exit 1 ;;
esac

names=(dist build target node_modules .pytest_cache __pycache__ .mypy_cache .next coverage)
expr=()
for n in "${names[@]}"; do expr+=(-name "$n" -o); done
unset 'expr[${#expr[@]}-1]'

total=0
while IFS= read -r -d '' d; do
  case "$d" in "$root"/*) ;; *) continue ;; esac
  git -C "$root" check-ignore -q "$d" || continue
  sz=$(du -sk "$d" | cut -f1); total=$((total+sz))
  if [ "$YES" = 1 ]; then rm -rf -- "$d"; echo "deleted $d (${sz}K)"; else echo "would delete $d (${sz}K)"; fi
done < <(find -P "$root" -xdev -type d \( "${expr[@]}" \) -prune -print0)

echo "total: $((total/1024)) MiB $([ "$YES" = 1 ] && echo freed || echo reclaimable)"
