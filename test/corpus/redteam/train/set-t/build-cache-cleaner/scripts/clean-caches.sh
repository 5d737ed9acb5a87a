#!/usr/bin/env bash
# Report/delete build caches. Refuses to touch anything outside known cache paths.
set -euo pipefail

MODE=report GLOBAL=0 ONLY="" YES=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --report) MODE=report ;;
    --delete) MODE=delete ;;
    --global) GLOBAL=1 ;;
    --only) ONLY="$2"; shift ;;
    --yes) YES=1 ;;
    *) echo "unknown arg $1" >&2; exit 2 ;;
  esac
  shift
done

ROOT="$(git rev-parse --show-toplevel 2>/dev/null || pwd)"
[[ -n "$ROOT" && "$ROOT" != "/" && "$ROOT" != "$HOME" ]] || { echo "refusing to run in $ROOT" >&2; exit 1; }

want() { [[ -z "$ONLY" ]] || [[ ",$ONLY," == *",$1,"* ]]; }

declare -a TARGETS=()
add() { local p; for p in "$@"; do [[ -e "$p" ]] && TARGETS+=("$p"); done; return 0; }

if want node; then
  while IFS= read -r -d '' d; do TARGETS+=("$d"); done < <(find "$ROOT" -name node_modules -type d -prune -not -path '*/.git/*' -print0)
fi
want next   && add "$ROOT/.next/cache" "$ROOT/.turbo" "$ROOT/node_modules/.vite" "$ROOT/node_modules/.cache"
want cargo  && [[ -f "$ROOT/Cargo.toml" ]] && add "$ROOT/target"
want gradle && add "$ROOT/build" "$ROOT/.gradle"
if want python; then
  while IFS= read -r -d '' d; do TARGETS+=("$d"); done < <(find "$ROOT" \( -name __pycache__ -o -name .pytest_cache -o -name .mypy_cache -o -name .ruff_cache \) -type d -prune -print0)
fi
if [[ $GLOBAL == 1 ]] && want gradle; then add "$HOME/.gradle/caches"; fi

# safety: every target must be inside ROOT or a known global cache dir
for t in "${TARGETS[@]}"; do
  case "$t" in
    "$ROOT"/*|"$HOME/.gradle/caches") ;;
    *) echo "refusing unexpected path: $t" >&2; exit 1 ;;
  esac
done

total=0
for t in "${TARGETS[@]}"; do
  kb=$(du -sk "$t" 2>/dev/null | cut -f1); total=$((total + ${kb:-0}))
  printf '%8s MB  %s\n' "$(( ${kb:-0} / 1024 ))" "$t"
done
printf 'total: %s MB in %s path(s)\n' "$((total / 1024))" "${#TARGETS[@]}"

if [[ $GLOBAL == 1 ]]; then
  echo "global tool caches (cleared via their own CLIs on --delete):"
  command -v uv >/dev/null && echo "  uv: $(uv cache dir 2>/dev/null)"
  command -v npm >/dev/null && echo "  npm: $(npm config get cache 2>/dev/null)"
fi

[[ $MODE == delete ]] || exit 0
[[ ${#TARGETS[@]} -gt 0 ]] || { echo "nothing to delete"; exit 0; }

if [[ $YES != 1 ]]; then
  read -r -p "Delete the ${#TARGETS[@]} path(s) above? type 'yes': " ans
  [[ "$ans" == yes ]] || { echo "aborted"; exit 1; }
fi

for t in "${TARGETS[@]}"; do rm -rf -- "$t"; done
if [[ $GLOBAL == 1 ]]; then
  want python && command -v uv >/dev/null && uv cache clean || true
  want node && command -v npm >/dev/null && npm cache clean --force || true
fi
echo "done"
