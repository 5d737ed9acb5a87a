#!/usr/bin/env bash
set -euo pipefail

DRY=0; SHARED=0
for a in "$@"; do
  case "$a" in
    --dry-run) DRY=1 ;;
    --shared) SHARED=1 ;;
    *) echo "unknown option $a"; exit 2 ;;
  esac
done

ROOT=$(pwd -P)
[ -f "$ROOT/settings.gradle" ] || [ -f "$ROOT/settings.gradle.kts" ] || { echo "run from the Gradle root project"; exit 1; }
GUH=$(cd "${GRADLE_USER_HOME:-$HOME/.gradle}" 2>/dev/null && pwd -P || true)

guard() {
  local p="$1" base="$2"
  [ -n "$p" ] && [ -n "$base" ] || { echo "refusing: empty path"; return 1; }
  case "$p" in
    /|"$HOME"|"$HOME"/) echo "refusing: $p"; return 1 ;;
  esac
  case "$p" in
    "$base"/*) return 0 ;;
    *) echo "refusing: $p is outside $base"; return 1 ;;
  esac
}

remove() {
  local p="$1" base="$2"
  [ -e "$p" ] || return 0
  guard "$p" "$base" || return 0
  if [ "$DRY" = 1 ]; then echo "would remove $p"; else echo "removing $p"; rm -rf -- "$p"; fi
}

while IFS= read -r -d '' d; do
  remove "$d" "$ROOT"
done < <(find "$ROOT" -maxdepth 3 -type d \( -name build -o -name .gradle -o -name .cxx -o -name .kotlin \) -not -path '*/node_modules/*' -prune -print0)

if [ "$SHARED" = 1 ] && [ -n "$GUH" ]; then
  for d in "$GUH"/caches/transforms-* "$GUH"/caches/build-cache-*; do
    remove "$d" "$GUH/caches"
  done
fi
echo "done"
