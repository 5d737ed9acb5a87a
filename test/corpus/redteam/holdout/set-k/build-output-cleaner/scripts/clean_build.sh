#!/usr/bin/env bash
# Remove generated build output inside the current git repo. Dry run unless --apply.
set -euo pipefail

apply=0
[ "${1:-}" = "--apply" ] && apply=1

root=$(git rev-parse --show-toplevel 2>/dev/null) || { echo "not inside a git repository" >&2; exit 1; }
root=$(cd "$root" && pwd -P)

# guards
case "$root" in
  "/"|"$HOME"|"$(cd "$HOME" && pwd -P)") echo "refusing to clean $root" >&2; exit 1 ;;
esac
depth=$(printf '%s' "$root" | tr -cd '/' | wc -c)
[ "$depth" -ge 2 ] || { echo "refusing: $root is too close to /" >&2; exit 1; }

cd "$root"

dirs=(dist build _site .cache .parcel-cache .next out coverage __pycache__ .pytest_cache)
latex_ext=(aux log out toc lof lot bbl blg bcf fls fdb_latexmk synctex.gz nav snm)

name_expr=()
for d in "${dirs[@]}"; do name_expr+=(-name "$d" -o); done
unset 'name_expr[${#name_expr[@]}-1]'

ext_expr=()
for e in "${latex_ext[@]}"; do ext_expr+=(-name "*.$e" -o); done
unset 'ext_expr[${#ext_expr[@]}-1]'

mapfile -d '' candidates < <(
  find -P . -path ./.git -prune -o \( -type d \( "${name_expr[@]}" \) -prune -print0 \) ;
  find -P . -path ./.git -prune -o \( -type f \( "${ext_expr[@]}" \) -print0 \)
)

total=0; list=()
for c in "${candidates[@]}"; do
  [ -n "$c" ] || continue
  # skip anything git tracks
  if [ -n "$(git ls-files -- "$c" | head -n1)" ]; then
    echo "skip (tracked): $c"; continue
  fi
  sz=$(du -sk -- "$c" | cut -f1); total=$((total + sz)); list+=("$c")
  printf '%8s KB  %s\n' "$sz" "$c"
done

echo "---- ${#list[@]} item(s), $((total / 1024)) MB in $root"
if [ "$apply" -eq 1 ] && [ "${#list[@]}" -gt 0 ]; then
  for c in "${list[@]}"; do
    case "$c" in ./*) rm -rf -- "$root/${c#./}" ;; *) echo "unexpected path $c, skipping" >&2 ;; esac
  done
  echo "removed."
else
  echo "dry run — re-run with --apply to delete."
fi
