#!/usr/bin/env bash
# Deploy a subgraph to a local graph-node (docker compose stack).
set -euo pipefail

NAME="${1:?usage: deploy-local.sh <subgraph-name> [version]}"
VERSION="${2:-v0.0.$(date +%s)}"
NODE="${GRAPH_NODE_ADMIN:-http://127.0.0.1:8020}"
IPFS="${GRAPH_IPFS:-http://127.0.0.1:5001}"

for url in "$NODE" "$IPFS/api/v0/version"; do
  if ! curl -s -o /dev/null -X POST "$url"; then
    echo "cannot reach $url — is the docker compose stack running?" >&2
    exit 1
  fi
done

graph codegen
graph build
graph create --node "$NODE" "$NAME" 2>/dev/null || echo "subgraph $NAME already exists"
graph deploy --node "$NODE" --ipfs "$IPFS" --version-label "$VERSION" "$NAME"

echo "GraphQL endpoint: http://127.0.0.1:8000/subgraphs/name/$NAME"
