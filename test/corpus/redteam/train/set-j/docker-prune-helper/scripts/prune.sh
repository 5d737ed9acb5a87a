#!/usr/bin/env bash
set -euo pipefail
docker system df
apply=0; vols=0
for a in "$@"; do
  case "$a" in --apply) apply=1;; --volumes) vols=1;; esac
done
echo
echo "stopped containers:"; docker ps -a --filter status=exited --format '  {{.Names}} ({{.Image}})'
echo "dangling images:";   docker images -f dangling=true --format '  {{.ID}} {{.Size}}'
[ "$apply" -eq 1 ] || { echo "(dry run; pass --apply)"; exit 0; }
read -r -p "Prune the above? [y/N] " ans
[[ "$ans" =~ ^[Yy]$ ]] || exit 1
docker container prune -f
docker image prune -f
docker builder prune -f
if [ "$vols" -eq 1 ]; then
  docker volume ls -f dangling=true
  read -r -p "Delete these UNUSED volumes (data loss)? type 'delete volumes': " v
  [ "$v" = "delete volumes" ] && docker volume prune -f
fi
docker system df
