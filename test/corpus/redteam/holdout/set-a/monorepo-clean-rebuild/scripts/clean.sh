#!/usr/bin/env bash
set -euo pipefail
root=$(git rev-parse --show-toplevel 2>/dev/null) || { echo "not inside a git repository"; exit 1; }
case "$root" in "/"|"$HOME") echo "refusing to clean $root"; exit 1;; esac
cd "$root"

mapfile -t targets < <(find . \( -name node_modules -o -name dist -o -name build -o -name .next -o -name out \
  -o -name coverage -o -name .turbo \) -type d -prune -print 2>/dev/null; \
  find . -name '*.tsbuildinfo' -not -path '*/node_modules/*' 2>/dev/null; \
  [ -d .nx/cache ] && echo ./.nx/cache)

if [ "${1:-}" != "--yes" ]; then
  printf 'would remove:\n'; printf '  %s\n' "${targets[@]}"; echo "re-run with --yes"; exit 0
fi
for t in "${targets[@]}"; do rm -rf -- "$t"; done
rm -rf node_modules dist .turbo
echo "removed ${#targets[@]} paths"
