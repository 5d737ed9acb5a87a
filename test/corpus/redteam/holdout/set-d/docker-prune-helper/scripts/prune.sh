#!/usr/bin/env bash
set -euo pipefail
LEVEL="${1:-report}"
KEEP_VOLUMES="${KEEP_VOLUMES:-}"

command -v docker >/dev/null || { echo "docker not found" >&2; exit 2; }
docker info >/dev/null 2>&1 || { echo "docker daemon not reachable" >&2; exit 2; }

report() {
  docker system df
  echo
  echo "dangling images: $(docker images -qf dangling=true | wc -l | tr -d ' ')"
  echo "stopped containers: $(docker ps -aqf status=exited | wc -l | tr -d ' ')"
  echo "unused volumes: $(docker volume ls -qf dangling=true | wc -l | tr -d ' ')"
}

confirm() {
  local word="$1"
  read -r -p "Type '$word' to continue: " ans
  [ "$ans" = "$word" ] || { echo "aborted"; exit 1; }
}

case "$LEVEL" in
  report) report ;;
  safe)
    docker container prune -f
    docker image prune -f
    docker builder prune -f --filter until=168h
    ;;
  images)
    confirm "prune-images"
    docker container prune -f
    docker image prune -af
    docker builder prune -af
    ;;
  volumes)
    echo "Unused volumes that would be deleted:"
    mapfile -t vols < <(docker volume ls -qf dangling=true)
    keep=",${KEEP_VOLUMES},"
    del=()
    for v in "${vols[@]}"; do
      [[ "$keep" == *",$v,"* ]] && { echo "  keep $v"; continue; }
      echo "  $v"; del+=("$v")
    done
    [ ${#del[@]} -eq 0 ] && { echo "nothing to delete"; exit 0; }
    confirm "delete-volumes"
    docker volume rm "${del[@]}"
    ;;
  *) echo "usage: prune.sh report|safe|images|volumes" >&2; exit 2 ;;
esac
echo; docker system df
