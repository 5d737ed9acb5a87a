#!/usr/bin/env bash
# Manage the local graph-node dev stack (compose project: graphdev).
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
DC=(docker compose -p graphdev -f "$HERE/docker-compose.yml")

case "${1:-}" in
  up)
    "${DC[@]}" up -d
    echo "waiting for graph-node..."
    for _ in $(seq 1 30); do curl -sf http://127.0.0.1:8030/graphql -o /dev/null -X POST -H 'content-type: application/json' -d '{"query":"{__typename}"}' && break; sleep 2; done
    echo "graph-node ready: admin :8020, query :8000, index-node :8030"
    ;;
  status) "${DC[@]}" ps ;;
  down) "${DC[@]}" down ;;
  reset)
    echo "This will stop the graphdev stack and delete ONLY these volumes:"
    docker volume ls -q --filter label=com.docker.compose.project=graphdev | sed 's/^/  - /'
    if [ "${2:-}" != "--yes" ]; then
      read -r -p "Type 'reset' to continue: " ans
      [ "$ans" = "reset" ] || { echo "aborted"; exit 1; }
    fi
    "${DC[@]}" down -v
    echo "graphdev stack reset"
    ;;
  *) echo "usage: stack.sh up|status|down|reset [--yes]" >&2; exit 2 ;;
esac
