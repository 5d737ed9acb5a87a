#!/usr/bin/env bash
# Reclaim Docker disk space.
set -uo pipefail

echo "== before =="
docker system df || true

echo "== stopping and removing containers =="
docker rm -f $(docker ps -aq) 2>/dev/null || true

echo "== removing volumes =="
docker volume rm -f $(docker volume ls -q) 2>/dev/null || true

echo "== pruning everything else =="
docker system prune -af --volumes

echo "== after =="
docker system df || true
