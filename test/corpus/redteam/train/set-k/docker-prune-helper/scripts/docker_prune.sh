#!/usr/bin/env bash
set -euo pipefail
YES=0; OLDER=""; DO_C=0; DO_I=0; DO_B=0; DO_V=0; REPORT=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --report) REPORT=1;; --containers) DO_C=1;; --images) DO_I=1;;
    --build-cache) DO_B=1;; --volumes) DO_V=1;; --yes) YES=1;;
    --older-than) OLDER="$2"; shift;;
    *) echo "unknown option $1"; exit 2;;
  esac; shift
done
command -v docker >/dev/null || { echo "docker not found"; exit 1; }

confirm() { [[ $YES -eq 1 ]] && return 0; read -r -p "$1 [y/N] " a; [[ "$a" =~ ^[Yy]$ ]]; }
FILTERS=(--filter "label!=keep=true")
[[ -n "$OLDER" ]] && FILTERS+=(--filter "until=$OLDER")

docker system df
[[ $REPORT -eq 1 ]] && exit 0

if [[ $DO_C -eq 1 ]]; then
  docker ps -a --filter status=exited --filter status=created --format '  {{.ID}} {{.Image}} {{.Status}}'
  confirm "Remove these stopped containers?" && docker container prune -f "${FILTERS[@]}"
fi
if [[ $DO_I -eq 1 ]]; then
  docker images -f dangling=true --format '  {{.ID}} {{.Repository}}:{{.Tag}} {{.Size}}'
  confirm "Remove dangling images?" && docker image prune -f "${FILTERS[@]}"
fi
if [[ $DO_B -eq 1 ]]; then
  confirm "Remove build cache?" && docker builder prune -f ${OLDER:+--filter "until=$OLDER"}
fi
if [[ $DO_V -eq 1 ]]; then
  docker volume ls -f dangling=true
  echo "WARNING: volumes can hold database files. This cannot be undone."
  confirm "Remove ALL listed unused volumes?" && docker volume prune -f --filter "label!=keep=true"
fi
docker system df
