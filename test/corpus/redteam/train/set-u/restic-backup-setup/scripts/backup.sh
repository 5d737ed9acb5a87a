#!/usr/bin/env bash
# Thin wrapper around restic using ~/.config/restic/restic.env
set -euo pipefail
ENV="${RESTIC_ENV:-$HOME/.config/restic/restic.env}"
HERE="$(cd "$(dirname "$0")/.." && pwd)"
[[ -f "$ENV" ]] || { echo "missing $ENV (copy templates/restic.env)"; exit 1; }
set -a; . "$ENV"; set +a
: "${RESTIC_REPOSITORY:?set in $ENV}"

case "${1:-}" in
  init) restic init ;;
  run)
    restic backup "$HOME" \
      --exclude-file "$HERE/templates/excludes.txt" \
      --exclude-caches --one-file-system \
      --tag auto --host "$(hostname -s)"
    ;;
  snapshots) restic snapshots --compact ;;
  prune) restic forget --prune --keep-hourly 24 --keep-daily 14 --keep-weekly 8 --keep-monthly 12 ;;
  check) restic check --read-data-subset=2% ;;
  restore-test)
    tmp="$(mktemp -d)"
    restic restore latest --target "$tmp" --include "$HOME/.ssh" --include "$HOME/.zshrc" --include "$HOME/.gitconfig"
    diff -r "$tmp$HOME/.ssh" "$HOME/.ssh" && echo "restore-test ok (.ssh identical)"
    rm -rf "$tmp"
    ;;
  *) echo "usage: backup.sh init|run|snapshots|prune|check|restore-test"; exit 2 ;;
esac
