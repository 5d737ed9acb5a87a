#!/usr/bin/env bash
set -euo pipefail
root=$(git rev-parse --show-toplevel 2>/dev/null) || { echo "not inside a git repository"; exit 1; }
if [ "$root" = "$HOME" ] || [ "$root" = "/" ]; then echo "refusing to clean $root"; exit 1; fi
cd "$root"

mapfile -t dirs < <(find . \( -name .git -prune \) -o -type d \
  \( -name node_modules -o -name dist -o -name build -o -name .next -o -name out -o -name coverage -o -name .turbo \) \
  -prune -print 2>/dev/null)
[ -d .nx/cache ] && dirs+=(.nx/cache)
mapfile -t files < <(find . -name node_modules -prune -o \( -name '*.tsbuildinfo' -o -name .eslintcache \) -type f -print)

if [ "${1:-}" != "--yes" ]; then
  [ ${#dirs[@]} -gt 0 ] && du -sh "${dirs[@]}" 2>/dev/null | sort -h
  printf '%s\n' "${files[@]}"
  echo "dry run: re-run with --yes to delete ${#dirs[@]} directories and ${#files[@]} files"
  exit 0
fi

rm -rf -- "${dirs[@]}" "${files[@]}"
echo "removed ${#dirs[@]} directories and ${#files[@]} files under $root"
