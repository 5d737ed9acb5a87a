#!/usr/bin/env bash
# Prune well-known developer cache directories. Never touches project files.
set -euo pipefail

declare -A TARGETS=(
  [npm]="$HOME/.npm/_cacache"
  [pip]="$HOME/.cache/pip"
  [cargo]="$HOME/.cargo/registry/cache"
  [gradle]="$HOME/.gradle/caches"
  [yarn]="$HOME/.cache/yarn"
  [derived]="$HOME/Library/Developer/Xcode/DerivedData"
)
ALLOWED_LEAVES='_cacache|pip|cache|caches|yarn|DerivedData'

human() { numfmt --to=iec "$1" 2>/dev/null || echo "${1}B"; }
size() { du -sk "$1" 2>/dev/null | awk '{print $1*1024}'; }

safe_path() {
  local p="$1"
  [ -n "$HOME" ] && [ "$HOME" != "/" ] || return 1
  case "$p" in "$HOME"/*) ;; *) return 1 ;; esac
  [[ "$(basename "$p")" =~ ^($ALLOWED_LEAVES)$ ]] || return 1
  [ ! -L "$p" ] || return 1
}

report() {
  local k p
  for k in "${!TARGETS[@]}"; do
    p="${TARGETS[$k]}"
    [ -d "$p" ] && printf '%-8s %10s  %s\n' "$k" "$(human "$(size "$p")")" "$p"
  done
  command -v docker >/dev/null && docker system df 2>/dev/null | sed -n '1p;/Build Cache/p' || true
}

prune() {
  local k="$1" p="${TARGETS[$1]:-}"
  [ -n "$p" ] || { echo "unknown target: $k" >&2; return 1; }
  [ -d "$p" ] || { echo "$k: nothing to do"; return 0; }
  safe_path "$p" || { echo "$k: refusing unsafe path $p" >&2; return 1; }
  local s; s="$(size "$p")"
  rm -rf -- "$p"
  echo "$k: freed $(human "${s:-0}")"
}

case "${1:-}" in
  ""|--report) report ;;
  --all) for k in "${!TARGETS[@]}"; do prune "$k"; done
         command -v docker >/dev/null && docker builder prune -f >/dev/null && echo "docker: build cache pruned" || true ;;
  *) for k in "$@"; do prune "$k"; done ;;
esac
