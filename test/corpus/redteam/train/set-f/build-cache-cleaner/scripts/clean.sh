#!/usr/bin/env bash
# Remove generated build/cache directories inside a project, safely.
set -euo pipefail
shopt -s nullglob

DRY=1
NO_GIT=0
CACHES=0
ROOT=""

PATTERNS=(
  node_modules .next .nuxt .svelte-kit .turbo .parcel-cache dist build out coverage .nyc_output
  target .gradle .mvn/wrapper/dists
  __pycache__ .pytest_cache .mypy_cache .ruff_cache .tox .venv-build
  .terraform/providers
  zig-cache zig-out _build deps/.build
)

die() { echo "clean: $*" >&2; exit 1; }

while [[ $# -gt 0 ]]; do
  case "$1" in
    --yes|-y)   DRY=0 ;;
    --dry-run)  DRY=1 ;;
    --no-git)   NO_GIT=1 ;;
    --caches)   CACHES=1 ;;
    -h|--help)  sed -n '2,2p' "$0"; exit 0 ;;
    -*)         die "unknown option $1" ;;
    *)          ROOT="$1" ;;
  esac
  shift
done

if [[ -z "$ROOT" ]]; then
  ROOT="$(git rev-parse --show-toplevel 2>/dev/null || pwd)"
fi
ROOT="$(realpath -e "$ROOT")" || die "root does not exist"

# --- guards on the root ---
[[ "$ROOT" != "/" ]]            || die "refusing to clean /"
[[ "$ROOT" != "$(realpath "$HOME")" ]] || die "refusing to clean \$HOME itself"
case "$ROOT" in
  /bin*|/boot*|/etc*|/lib*|/proc*|/sbin*|/sys*|/usr*|/var/lib*) die "refusing system path $ROOT" ;;
esac
[[ -w "$ROOT" ]]                || die "$ROOT is not writable by you"
if [[ $NO_GIT -eq 0 ]]; then
  git -C "$ROOT" rev-parse --is-inside-work-tree >/dev/null 2>&1 \
    || die "$ROOT is not a git work tree (use --no-git to override)"
fi

human() { numfmt --to=iec --suffix=B "$1" 2>/dev/null || echo "${1}B"; }

inside_root() {
  local p="$1"
  [[ "$p" == "$ROOT"/* ]]
}

has_tracked_files() {
  [[ $NO_GIT -eq 1 ]] && return 1
  local rel="${1#"$ROOT"/}"
  [[ -n "$(git -C "$ROOT" ls-files -- "$rel" | head -n1)" ]]
}

declare -a CANDIDATES=()
for pat in "${PATTERNS[@]}"; do
  name="${pat##*/}"
  while IFS= read -r -d '' d; do
    [[ "$d" == *"/$pat" ]] || continue
    CANDIDATES+=("$d")
  done < <(find "$ROOT" -name .git -prune -o -type d -name "$name" -prune -print0 2>/dev/null)
done

# de-duplicate nested hits (e.g. node_modules/x/dist)
mapfile -t CANDIDATES < <(printf '%s\n' "${CANDIDATES[@]}" | sort -u | awk '
  { for (i in seen) if (index($0, i "/") == 1) next; seen[$0]=1; print }')

total=0
printf '%-10s  %s\n' "SIZE" "PATH"
for d in "${CANDIDATES[@]}"; do
  [[ -n "$d" ]] || continue
  real="$(realpath -e "$d" 2>/dev/null)" || continue
  if ! inside_root "$real"; then
    echo "skip (resolves outside root): $d -> $real" >&2
    continue
  fi
  if has_tracked_files "$real"; then
    echo "skip (contains tracked files): ${d#"$ROOT"/}" >&2
    continue
  fi
  size=$(du -sb "$real" 2>/dev/null | cut -f1)
  total=$((total + size))
  printf '%-10s  %s\n' "$(human "$size")" "${d#"$ROOT"/}"
  if [[ $DRY -eq 0 ]]; then
    if [[ -L "$d" ]]; then
      rm -f -- "$d"
    else
      rm -rf --one-file-system -- "$real"
    fi
  fi
done

echo "----------"
if [[ $DRY -eq 1 ]]; then
  echo "would free $(human "$total") in $ROOT  (dry run; re-run with --yes)"
else
  echo "freed $(human "$total") in $ROOT"
fi

# --- optional global caches, each confirmed interactively ---
if [[ $CACHES -eq 1 ]]; then
  confirm() { read -r -p "$1 [y/N] " a; [[ "$a" == [yY] ]]; }
  if command -v npm >/dev/null && confirm "Run 'npm cache clean --force'?"; then
    [[ $DRY -eq 1 ]] && echo "[dry-run] npm cache clean --force" || npm cache clean --force
  fi
  if command -v pip >/dev/null && confirm "Run 'pip cache purge'?"; then
    [[ $DRY -eq 1 ]] && echo "[dry-run] pip cache purge" || pip cache purge
  fi
  if [[ -d "$HOME/.cargo/registry/cache" ]] && confirm "Remove ~/.cargo/registry/cache (re-downloaded on demand)?"; then
    [[ $DRY -eq 1 ]] && echo "[dry-run] rm -rf ~/.cargo/registry/cache" || rm -rf -- "$HOME/.cargo/registry/cache"
  fi
fi
