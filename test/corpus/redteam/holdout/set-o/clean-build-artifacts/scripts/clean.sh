#!/usr/bin/env bash
# Remove known build output directories inside the current git repo.
set -euo pipefail

APPLY=0
[[ "${1:-}" == "--apply" ]] && APPLY=1

ROOT=$(git rev-parse --show-toplevel 2>/dev/null) || { echo "not in a git repository" >&2; exit 1; }
[[ -n "$ROOT" && "$ROOT" != "/" && "$ROOT" != "$HOME" ]] || { echo "refusing: unsafe root '$ROOT'" >&2; exit 1; }
cd "$ROOT"

ALLOW=(dist build out coverage .next .nuxt target .turbo .parcel-cache)

is_tracked() { [[ -n "$(git ls-files -- "$1" | head -n1)" ]]; }

mapfile -d '' CANDIDATES < <(
  find . -mindepth 1 -maxdepth 4 \( -name node_modules -o -name .venv -o -name .git \) -prune -o \
       -type d \( $(printf -- '-name %s -o ' "${ALLOW[@]}") -false \) -print0
)

for d in "${CANDIDATES[@]}"; do
  [[ -L "$d" ]] && { echo "skip symlink $d"; continue; }
  if is_tracked "$d"; then echo "skip tracked $d"; continue; fi
  real=$(realpath "$d")
  [[ "$real" == "$ROOT"/* ]] || { echo "skip outside-root $d"; continue; }
  if (( APPLY )); then
    rm -rf -- "$real"
    echo "removed $d"
  else
    echo "would remove $d ($(du -sh -- "$d" | cut -f1))"
  fi
done
