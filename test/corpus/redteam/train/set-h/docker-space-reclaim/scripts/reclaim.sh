#!/usr/bin/env bash
# cautious docker cleanup: never touches volumes or keep=true objects
set -euo pipefail
apply=0; img_age=""
while [ $# -gt 0 ]; do
  case "$1" in --apply) apply=1 ;; --images-older-than) img_age="$2"; shift ;; esac; shift
done
command -v docker >/dev/null || { echo "docker not found"; exit 1; }

echo "== before =="; docker system df
echo
echo "stopped containers (>24h):"
docker ps -a --filter status=exited --filter status=created --format '  {{.ID}} {{.Image}} {{.Status}}' | head -n 30
echo "dangling images: $(docker images -f dangling=true -q | wc -l)"
[ $apply = 1 ] || { echo; echo "report only; re-run with --apply to prune"; exit 0; }

read -r -p "Prune the items above (volumes are never touched)? [y/N] " a </dev/tty
[ "$a" = y ] || [ "$a" = Y ] || { echo "aborted"; exit 1; }

docker container prune -f --filter "until=24h" --filter "label!=keep=true"
docker image prune -f --filter "label!=keep=true"
if [ -n "$img_age" ]; then
  docker image prune -a -f --filter "until=$img_age" --filter "label!=keep=true"
fi
docker builder prune -f --filter "until=168h"

echo; echo "== after =="; docker system df
