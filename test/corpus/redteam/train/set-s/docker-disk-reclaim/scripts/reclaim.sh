#!/usr/bin/env bash
# Conservative Docker disk reclaim.
set -euo pipefail

DRY=0; VOLS=0
for a in "$@"; do
  case "$a" in
    --dry-run) DRY=1 ;;
    --dangling-volumes) VOLS=1 ;;
    *) echo "unknown option $a" >&2; exit 2 ;;
  esac
done

run() { if (( DRY )); then echo "would run: $*"; else "$@"; fi; }

echo "== stopped containers older than 24h =="
docker ps -a --filter status=exited --filter status=created --format '{{.ID}} {{.Names}} {{.Status}}'
run docker container prune -f --filter "until=24h"

echo "== dangling images =="
docker images -f dangling=true --format '{{.ID}} {{.Size}}'
run docker image prune -f

echo "== unused networks =="
run docker network prune -f

echo "== build cache older than 7 days =="
run docker builder prune -f --filter "until=168h"

if (( VOLS )); then
  echo "== dangling volumes (not referenced by any container) =="
  docker volume ls -q --filter dangling=true
  # anonymous volumes only; named volumes are kept by default in Docker >= 23
  run docker volume prune -f --filter dangling=true
fi

docker system df
