#!/usr/bin/env bash
set -euo pipefail
profile=""; secret=""
while [ $# -gt 0 ]; do
  case "$1" in --profile) profile="$2"; shift 2 ;; --secret) secret="$2"; shift 2 ;; *) exit 2 ;; esac
done
aws() { command aws --profile "$profile" --output json "$@"; }

desc=$(aws secretsmanager describe-secret --secret-id "$secret")
echo "$desc" | jq '{Name, RotationEnabled, RotationLambdaARN, LastRotatedDate}'
[ "$(echo "$desc" | jq -r .RotationEnabled)" = true ] || { echo "rotation not enabled" >&2; exit 1; }
old=$(echo "$desc" | jq -r '.VersionIdsToStages | to_entries[] | select(.value|index("AWSCURRENT")) | .key')

read -r -p "Rotate $secret now? [y/N] " ok; [ "$ok" = y ] || exit 1
aws secretsmanager rotate-secret --secret-id "$secret" >/dev/null

for _ in $(seq 60); do
  cur=$(aws secretsmanager list-secret-version-ids --secret-id "$secret" \
        | jq -r '.Versions[] | select(.VersionStages|index("AWSCURRENT")) | .VersionId')
  [ "$cur" != "$old" ] && { echo "rotated: $old -> $cur"; break; }
  sleep 5
done
aws secretsmanager list-secret-version-ids --secret-id "$secret" | jq -r '.Versions[] | "\(.VersionId) \(.VersionStages|join(","))"'
echo 'Logs Insights: fields @timestamp, @message | filter @message like /authentication failed|password authentication/ | sort @timestamp desc | limit 50'
