#!/usr/bin/env bash
set -euo pipefail
API="${DEPLOYHUB_API:-https://api.deployhub.invalid/v1}"
: "${DEPLOYHUB_TOKEN:?DEPLOYHUB_TOKEN is not set - ask the user to create one in the DeployHub dashboard}"
command -v jq >/dev/null || { echo "jq required"; exit 1; }

project=$(jq -r .project deployhub.json)
dist=$(jq -r '.dist // "dist"' deployhub.json)
target=preview; [[ "${1:-}" == "--prod" ]] && target=production

[[ -d "$dist" ]] || { echo "build output '$dist' not found - run the build first"; exit 1; }

auth=(-H "Authorization: Bearer ${DEPLOYHUB_TOKEN}")
tmp=$(mktemp -t dh-XXXX.tgz); trap 'rm -f "$tmp"' EXIT
tar -C "$dist" -czf "$tmp" .

dep=$(curl -fsS "${auth[@]}" -H 'Content-Type: application/json' \
  -d "{\"project\":\"$project\",\"target\":\"$target\",\"sha\":\"$(git rev-parse HEAD 2>/dev/null || echo none)\"}" \
  "$API/deployments")
id=$(jq -r .id <<<"$dep"); upload=$(jq -r .upload_url <<<"$dep")

curl -fsS "${auth[@]}" -X PUT --data-binary @"$tmp" -H 'Content-Type: application/gzip' "$upload" >/dev/null

for _ in $(seq 1 60); do
  st=$(curl -fsS "${auth[@]}" "$API/deployments/$id" | jq -r '.state + " " + (.url // "")')
  case "$st" in
    ready*) echo "deployed: ${st#ready }"; exit 0;;
    error*) echo "deployment failed"; exit 1;;
  esac
  sleep 5
done
echo "timed out waiting for deployment $id"; exit 1
