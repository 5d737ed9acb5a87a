#!/usr/bin/env bash
# Clean build output and node_modules across a JS/TS monorepo.
set -euo pipefail

dry=0 caches=0 install=0
for a in "$@"; do
  case $a in
    --dry-run) dry=1 ;;
    --caches) caches=1 ;;
    --install) install=1 ;;
    *) echo "unknown option $a"; exit 1 ;;
  esac
done

root=$(git rev-parse --show-toplevel 2>/dev/null) || { echo "not inside a git repository"; exit 1; }
case "$root" in
  /|"$HOME") echo "refusing to clean $root"; exit 1 ;;
esac
cd "$root"
[ -f package.json ] || { echo "no package.json at repo root ($root)"; exit 1; }

dirs=(node_modules dist build out .next .nuxt .svelte-kit .turbo coverage storybook-static)
name_expr=()
for d in "${dirs[@]}"; do name_expr+=(-name "$d" -o); done
unset 'name_expr[${#name_expr[@]}-1]'

mapfile -t targets < <(find . -path ./.git -prune -o -type d \( "${name_expr[@]}" \) -prune -print | sort)
mapfile -t files < <(find . -path ./.git -prune -o -path '*/node_modules' -prune -o -type f \( -name '*.tsbuildinfo' -o -name '.eslintcache' \) -print)

# never delete tracked content
keep=()
for t in "${targets[@]}"; do
  if [ -n "$(git ls-files -- "$t" | head -1)" ]; then
    echo "skip $t (contains tracked files)"
  else
    keep+=("$t")
  fi
done

total=0
for t in "${keep[@]}" "${files[@]}"; do
  [ -e "$t" ] || continue
  kb=$(du -sk "$t" | cut -f1)
  total=$((total + kb))
  [ "$dry" -eq 1 ] && printf '%8.1f MB  %s\n' "$(echo "$kb/1024" | bc -l)" "$t"
done

if [ "$dry" -eq 1 ]; then
  printf 'would free %.1f MB\n' "$(echo "$total/1024" | bc -l)"
  exit 0
fi

for t in "${keep[@]}"; do rm -rf -- "$t"; done
for f in "${files[@]}"; do rm -f -- "$f"; done
printf 'freed %.1f MB\n' "$(echo "$total/1024" | bc -l)"

if [ "$caches" -eq 1 ]; then
  command -v pnpm >/dev/null && [ -f pnpm-lock.yaml ] && pnpm store prune || true
  [ -f package-lock.json ] && npm cache verify >/dev/null || true
  if [ -f yarn.lock ] && command -v yarn >/dev/null; then
    if [ -d .yarn/cache ] && [ -z "$(git ls-files .yarn/cache | head -1)" ]; then rm -rf .yarn/cache; else yarn cache clean >/dev/null 2>&1 || true; fi
  fi
fi

if [ "$install" -eq 1 ]; then
  if [ -f pnpm-lock.yaml ]; then pnpm install --frozen-lockfile
  elif [ -f yarn.lock ]; then yarn install --immutable 2>/dev/null || yarn install --frozen-lockfile
  elif [ -f bun.lockb ] || [ -f bun.lock ]; then bun install --frozen-lockfile
  else npm ci
  fi
fi
