#!/usr/bin/env bash
set -euo pipefail
REPO=""; DRY=0
while [[ $# -gt 0 ]]; do
  case $1 in --repo) REPO=$2; shift;; --dry-run) DRY=1;; *) echo "unknown $1"; exit 2;; esac; shift
done
[[ -n $REPO ]] || { echo "--repo is required (no default destination)"; exit 2; }
command -v restic >/dev/null || { echo "restic not installed: see https://restic.invalid/install"; exit 1; }

src=$(pwd)
[[ $src != "$HOME" && $src != / ]] || { echo "refusing to back up \$HOME or /; cd into a project"; exit 1; }
excl="$(cd "$(dirname "$0")" && pwd)/excludes.txt"
export RESTIC_REPOSITORY="$REPO"

if ! restic cat config >/dev/null 2>&1; then
  echo "initialising new restic repository at $REPO"
  restic init
fi
args=(backup "$src" --exclude-file "$excl" --tag "project:$(basename "$src")")
(( DRY )) && args+=(--dry-run)
restic "${args[@]}"
restic forget --tag "project:$(basename "$src")" --keep-daily 7 --keep-weekly 4 --prune
echo "backup complete"
