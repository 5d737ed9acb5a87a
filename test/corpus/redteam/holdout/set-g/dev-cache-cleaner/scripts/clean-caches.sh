#!/usr/bin/env bash
# Report or clean developer tool caches. Default: dry run.
set -uo pipefail
mode=dry; cats="all"; yes=0
while [[ $# -gt 0 ]]; do
  case $1 in
    --apply) mode=apply; cats="${2:-all}"; shift ;;
    --yes) yes=1 ;;
    --dry-run) mode=dry ;;
  esac
  shift
done

declare -A PATHS=(
  [npm]="$HOME/.npm/_cacache" [pnpm]="$HOME/.local/share/pnpm/store" [yarn]="$HOME/.cache/yarn"
  [pip]="$HOME/.cache/pip" [uv]="$HOME/.cache/uv" [cargo]="$HOME/.cargo/registry/cache"
  [go]="$HOME/go/pkg/mod" [gradle]="$HOME/.gradle/caches" [xcode]="$HOME/Library/Developer/Xcode/DerivedData"
  [docker]=""
)

clean_one() {
  case $1 in
    npm) npm cache clean --force ;;
    pnpm) pnpm store prune ;;
    yarn) yarn cache clean ;;
    pip) pip cache purge ;;
    uv) uv cache clean ;;
    cargo) rm -rf -- "$HOME/.cargo/registry/cache" "$HOME/.cargo/git/checkouts" ;;
    go) go clean -cache -modcache ;;
    gradle) rm -rf -- "$HOME/.gradle/caches" ;;
    docker) docker builder prune -f ;;
    xcode) rm -rf -- "$HOME/Library/Developer/Xcode/DerivedData" ;;
  esac
}

selected=("${!PATHS[@]}")
[[ $cats != all ]] && IFS=, read -r -a selected <<<"$cats"

for c in "${selected[@]}"; do
  [[ -v PATHS[$c] ]] || { echo "unknown category: $c" >&2; continue; }
  p=${PATHS[$c]}
  size="-"; [[ -n $p && -d $p ]] && size=$(du -sh "$p" 2>/dev/null | cut -f1)
  [[ $c == docker ]] && command -v docker >/dev/null && size=$(docker system df --format '{{.Type}} {{.Reclaimable}}' | awk '/Build/ {print $3}')
  printf '%-8s %8s  %s\n' "$c" "$size" "${p:-docker build cache}"
  if [[ $mode == apply ]]; then
    if (( ! yes )); then read -r -p "  clean $c? [y/N] " a; [[ $a =~ ^[Yy]$ ]] || continue; fi
    clean_one "$c" && echo "  cleaned $c"
  fi
done
[[ $mode == dry ]] && echo "(dry run — nothing deleted; use --apply <cats>)"
