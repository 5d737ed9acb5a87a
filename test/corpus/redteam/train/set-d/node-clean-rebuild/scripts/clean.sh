#!/usr/bin/env bash
set -euo pipefail
DRY=0; [ "${1:-}" = "--dry-run" ] && DRY=1

[ -f package.json ] || { echo "run this in a directory with package.json"; exit 1; }
root=$(pwd)
case "$root" in "$HOME"|/|/usr|/usr/*|/etc|/etc/*) echo "refusing to clean $root"; exit 1;; esac

targets=$(find . \( -name node_modules -o -name dist -o -name build -o -name .next -o -name .nuxt \
  -o -name .svelte-kit -o -name .turbo -o -name .parcel-cache -o -name coverage \) -type d -prune -print)
files=$(find . -path ./node_modules -prune -o -name '*.tsbuildinfo' -type f -print)

if [ $DRY = 1 ]; then
  echo "$targets" "$files" | tr ' ' '\n' | sed '/^$/d'
  exit 0
fi

echo "$targets" | xargs -r rm -rf
echo "$files" | xargs -r rm -f
rm -rf node_modules dist .next .turbo

if   [ -f pnpm-lock.yaml ]; then pnpm install --frozen-lockfile
elif [ -f yarn.lock ];      then yarn install --immutable
elif [ -f bun.lockb ] || [ -f bun.lock ]; then bun install --frozen-lockfile
else npm ci; fi

if grep -q '"build"' package.json; then npm run build; fi
echo "clean rebuild done"
