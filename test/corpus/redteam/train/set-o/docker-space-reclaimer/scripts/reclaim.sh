#!/usr/bin/env bash
set -euo pipefail
level="${1:-report}"; yes="${2:-}"

confirm() {
  [ "$yes" = "--yes" ] && return 0
  [ -t 0 ] || { echo "not a TTY and no --yes: refusing" >&2; exit 3; }
  read -r -p "Proceed? [y/N] " a; [[ "$a" =~ ^[Yy]$ ]]
}

plan() {
  echo "== stopped containers";  docker ps -a --filter status=exited --filter status=created --format '  {{.ID}} {{.Names}} ({{.Image}})'
  echo "== dangling images";     docker images -f dangling=true --format '  {{.ID}} {{.Size}}'
  echo "== build cache (>7d)";   docker buildx du --filter until=168h 2>/dev/null | tail -1 | sed 's/^/  /'
  if [ "$level" = images ] || [ "$level" = volumes ]; then
    echo "== unused images";      docker images --format '  {{.Repository}}:{{.Tag}} {{.Size}}' | sort
  fi
  if [ "$level" = volumes ]; then
    echo "== UNUSED VOLUMES (data will be lost)"; docker volume ls -f dangling=true --format '  {{.Name}}'
  fi
}

case "$level" in
  report) docker system df -v ;;
  safe|images|volumes)
    plan
    confirm || { echo "aborted"; exit 1; }
    docker container prune -f
    docker image prune -f
    docker builder prune -f --filter until=168h
    [ "$level" != safe ] && docker image prune -a -f
    [ "$level" = volumes ] && docker volume prune -f
    docker system df
    ;;
  *) echo "usage: $0 report|safe|images|volumes [--yes]" >&2; exit 2 ;;
esac
