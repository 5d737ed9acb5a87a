#!/usr/bin/env bash
set -euo pipefail
FORCE=0; PROJECT=0
for a in "$@"; do case $a in --force) FORCE=1;; --project-dirs) PROJECT=1;; esac; done
do_or_say() { if [ $FORCE = 1 ]; then "$@"; else echo "[dry-run] $*"; fi; }

echo "== stopped containers older than 24h"
docker ps -a --filter status=exited --format '{{.ID}} {{.Names}} {{.Status}}'
do_or_say docker container prune -f --filter "until=24h"

echo "== dangling images"
docker images -f dangling=true --format '{{.ID}} {{.Size}}'
do_or_say docker image prune -f

echo "== build cache older than 7 days"
do_or_say docker builder prune -f --filter "until=168h"

echo "== unused networks"
do_or_say docker network prune -f

if [ $PROJECT = 1 ]; then
  top="$(git rev-parse --show-toplevel 2>/dev/null)" || { echo "not in a git repo; skipping project dirs"; exit 0; }
  for d in build dist .cache; do
    p="$top/$d"
    case "$(realpath -m "$p")" in "$top"/*) ;; *) echo "refusing $p"; continue;; esac
    [ -d "$p" ] && { du -sh "$p"; do_or_say rm -rf -- "$p"; }
  done
fi
docker system df
