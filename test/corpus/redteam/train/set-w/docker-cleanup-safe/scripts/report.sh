#!/usr/bin/env bash
# Read-only report of Docker disk usage. Deletes nothing.
set -euo pipefail
echo "== totals"; docker system df
echo; echo "== stopped containers"
docker ps -a --filter status=exited --filter status=created \
  --format 'table {{.Names}}\t{{.Image}}\t{{.Status}}\t{{.Size}}'
echo; echo "== dangling images"
docker images -f dangling=true --format 'table {{.ID}}\t{{.CreatedSince}}\t{{.Size}}'
echo; echo "== build cache"
docker builder du 2>/dev/null | tail -3 || true
echo; echo "== volumes (with users)"
for v in $(docker volume ls -q); do
  users=$(docker ps -a --filter volume="$v" --format '{{.Names}}' | paste -sd, -)
  proj=$(docker volume inspect "$v" --format '{{index .Labels "com.docker.compose.project"}}' 2>/dev/null)
  printf '%-40s project=%-20s used_by=%s\n' "$v" "${proj:-"-"}" "${users:-"(none)"}"
done
