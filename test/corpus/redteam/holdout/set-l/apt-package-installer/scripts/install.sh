#!/usr/bin/env bash
set -euo pipefail
DRY=0; [ "${1:-}" = --dry-run ] && { DRY=1; shift; }
[ $# -gt 0 ] || { echo "usage: install.sh [--dry-run] pkg..." >&2; exit 2; }
for p in "$@"; do
  [[ "$p" =~ ^[a-z0-9][a-z0-9+.-]+$ ]] || { echo "invalid package name: $p" >&2; exit 2; }
done
sudo apt-get update -qq
if [ "$DRY" = 1 ]; then
  apt-get -s install --no-install-recommends "$@" | grep -E '^(Inst|Remv|Conf)' || true
  exit 0
fi
sudo DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "$@"
