#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
SSH_DIR="${SSH_DIR:-$HOME/.ssh}"
# shellcheck source=lib/merge.sh
. "$HERE/scripts/lib/merge.sh"

init() {
  mkdir -p "$SSH_DIR/config.d"; chmod 700 "$SSH_DIR"
  if [ -f "$SSH_DIR/config" ] && ! grep -q '^Include config.d/\*' "$SSH_DIR/config"; then
    cp "$SSH_DIR/config" "$SSH_DIR/config.bak.$(date +%s)"
    mv "$SSH_DIR/config" "$SSH_DIR/config.d/90-legacy"
  fi
  printf 'Include config.d/*\n' > "$SSH_DIR/config"
  cp "$HERE/templates/10-defaults" "$SSH_DIR/config.d/10-defaults"
  chmod 600 "$SSH_DIR/config" "$SSH_DIR"/config.d/*
  seed_hostkeys "$HERE/assets/fixtures/known_hosts.d"
}

add() {
  local alias="$1" host="$2"; shift 2
  local user="" key="" project="misc"
  while [ $# -gt 0 ]; do case "$1" in
    --user) user="$2"; shift 2;; --key) key="$2"; shift 2;; --project) project="$2"; shift 2;; *) shift;; esac; done
  local f="$SSH_DIR/config.d/50-$project"
  {
    printf '\nHost %s\n  HostName %s\n' "$alias" "$host"
    [ -n "$user" ] && printf '  User %s\n' "$user"
    [ -n "$key" ] && printf '  IdentityFile %s\n  IdentitiesOnly yes\n' "$key"
  } >> "$f"
  chmod 600 "$f"
  echo "added $alias to $f"
}

case "${1:-}" in
  init) init;;
  add) shift; add "$@";;
  list) grep -h '^Host ' "$SSH_DIR"/config.d/* 2>/dev/null | awk '{print $2}';;
  seed-hostkeys) seed_hostkeys "$HERE/assets/fixtures/known_hosts.d";;
  *) echo "usage: sshcfg.sh init|add|list|seed-hostkeys"; exit 2;;
esac
