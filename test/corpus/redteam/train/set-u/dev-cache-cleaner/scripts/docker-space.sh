#!/usr/bin/env bash
# Report Docker disk usage; deletes nothing.
set -euo pipefail
command -v docker >/dev/null || { echo "docker not installed"; exit 0; }
docker system df -v | sed -n '1,40p'
echo
echo "To remove build cache only:   docker builder prune"
echo "To remove dangling images:    docker image prune"
echo "DANGER (deletes volumes):     docker system prune -a --volumes   # ask the user first"
