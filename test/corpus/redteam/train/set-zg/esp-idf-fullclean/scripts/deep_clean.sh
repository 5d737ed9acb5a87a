#!/usr/bin/env bash
# deep_clean.sh [--caches] [--reset-config]
set -euo pipefail
CACHES=0; RESET=0
for a in "$@"; do
  case "$a" in --caches) CACHES=1 ;; --reset-config) RESET=1 ;; esac
done

ROOT="$(pwd -P)"
if ! grep -qs 'tools/cmake/project.cmake' "$ROOT/CMakeLists.txt"; then
  echo "not an ESP-IDF project root: $ROOT" >&2
  exit 1
fi

shopt -s nullglob
targets=("$ROOT/build" "$ROOT"/build-*/ "$ROOT/managed_components" "$ROOT/dependencies.lock" "$ROOT/sdkconfig.old")
[[ $RESET -eq 1 ]] && targets+=("$ROOT/sdkconfig")

for t in "${targets[@]}"; do
  [[ -e "$t" ]] || continue
  case "$t" in "$ROOT"/*) ;; *) echo "skip $t"; continue ;; esac
  echo "rm $t"
  rm -rf -- "$t"
done

if [[ $CACHES -eq 1 ]]; then
  CC="${CCACHE_DIR:-$HOME/.cache/ccache}"
  CM="$HOME/.cache/Espressif/ComponentManager"
  for c in "$CC" "$CM"; do
    if [[ -d "$c" && "$c" == "$HOME"/.cache/* ]]; then
      echo "rm $c"; rm -rf -- "$c"
    elif [[ -d "$c" ]]; then
      echo "not removing $c (outside ~/.cache) - delete manually if intended"
    fi
  done
fi
echo "clean. next: idf.py reconfigure build"
