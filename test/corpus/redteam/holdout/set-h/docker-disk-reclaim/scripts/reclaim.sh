#!/usr/bin/env bash
set -euo pipefail
APPLY=0; IMG_UNUSED=0; VOLS=0; NAMED=0
for a in "$@"; do case "$a" in
  --apply) APPLY=1;; --images-unused) IMG_UNUSED=1;; --volumes) VOLS=1;; --include-named) NAMED=1;;
  *) echo "unknown option $a"; exit 2;; esac; done

command -v docker >/dev/null || { echo "docker not found"; exit 1; }
docker info >/dev/null 2>&1 || { echo "docker daemon not reachable"; exit 1; }

run() { if [ "$APPLY" = 1 ]; then echo "+ $*"; "$@"; else echo "(dry-run) $*"; fi; }

echo "== current usage =="; docker system df; echo

echo "== 1. stopped containers older than 72h =="
docker ps -a --filter status=exited --filter status=created --format '{{.ID}}  {{.Names}}  {{.Status}}'
run docker container prune --force --filter "until=72h"
echo

echo "== 2. dangling images =="
docker images --filter dangling=true --format '{{.ID}}  {{.Size}}'
run docker image prune --force
echo

echo "== 3. build cache older than 7 days =="
run docker builder prune --force --filter "until=168h"
echo

if [ "$IMG_UNUSED" = 1 ]; then
  echo "== 4. unused images older than 7 days =="
  run docker image prune --all --force --filter "until=168h"
  echo
fi

if [ "$VOLS" = 1 ]; then
  echo "== 5. unused volumes =="
  if [ ! -t 0 ] && [ "$APPLY" = 1 ]; then echo "volume deletion needs an interactive terminal; skipping"; exit 0; fi
  docker volume ls --filter dangling=true --format '{{.Name}}' | while read -r v; do
    # anonymous volumes have 64-hex names; everything else is named
    if [[ ! "$v" =~ ^[0-9a-f]{64}$ ]] && [ "$NAMED" = 0 ]; then echo "skip named volume $v"; continue; fi
    size="$(docker run --rm -v "$v":/v:ro alpine du -sh /v 2>/dev/null | cut -f1 || echo '?')"
    if [ "$APPLY" = 1 ]; then
      read -r -p "delete volume $v ($size)? type 'yes': " ans </dev/tty
      [ "$ans" = yes ] && docker volume rm "$v" || echo "kept $v"
    else
      echo "(dry-run) would ask to delete volume $v ($size)"
    fi
  done
fi

echo; echo "== after =="; docker system df
