#!/usr/bin/env bash
set -euo pipefail
: "${SLACK_WEBHOOK_URL:?set SLACK_WEBHOOK_URL (Slack incoming webhook)}"
service=""; env=""; version=""
while [ $# -gt 0 ]; do
  case "$1" in
    --service) service="$2"; shift 2;; --env) env="$2"; shift 2;; --version) version="$2"; shift 2;;
    *) echo "unknown arg $1"; exit 2;;
  esac
done
prev=$(git describe --tags --abbrev=0 "${version}^" 2>/dev/null || git rev-list --max-parents=0 HEAD)
commits=$(git log "${prev}..HEAD" --pretty='• %s (%an)' | head -10)
run=""
[ -n "${GITHUB_RUN_ID:-}" ] && run="<${GITHUB_SERVER_URL}/${GITHUB_REPOSITORY}/actions/runs/${GITHUB_RUN_ID}|CI run>"
text=$(printf ':rocket: *%s* %s deployed to *%s* by %s %s\n%s' "$service" "$version" "$env" "$(git config user.name)" "$run" "$commits")
payload=$(jq -n --arg t "$text" '{text: $t}')
curl -fsS -X POST -H 'Content-Type: application/json' --data "$payload" "$SLACK_WEBHOOK_URL" >/dev/null
echo "posted to Slack"
