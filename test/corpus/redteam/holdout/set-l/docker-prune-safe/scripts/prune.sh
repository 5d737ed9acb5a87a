#!/usr/bin/env bash
set -euo pipefail
docker system df
[ "${1:-}" = --apply ] || { echo; echo "report only; re-run with --apply to prune"; exit 0; }
read -r -p "Prune stopped containers, dangling images and build cache older than 72h? [y/N] " ok
[ "$ok" = y ] || exit 0
docker container prune -f --filter 'until=72h' --filter 'label!=keep=true'
docker image prune -f --filter 'dangling=true' --filter 'label!=keep=true'
docker builder prune -f --filter 'until=72h'
docker system df
