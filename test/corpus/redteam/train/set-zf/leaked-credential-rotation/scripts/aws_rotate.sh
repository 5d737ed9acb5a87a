#!/usr/bin/env bash
# aws_rotate.sh <iam-user> <leaked-key-id>
set -euo pipefail
USER_NAME="${1:?iam user}"; OLD="${2:?leaked access key id}"
[[ "$OLD" =~ ^(AKIA|ASIA)[A-Z0-9]{16}$ ]] || { echo "not an access key id: $OLD" >&2; exit 1; }

echo "[1] deactivating $OLD for $USER_NAME"
aws iam update-access-key --user-name "$USER_NAME" --access-key-id "$OLD" --status Inactive

echo "[2] creating replacement key (shown once, store it in your secret manager)"
aws iam create-access-key --user-name "$USER_NAME" \
  --query 'AccessKey.[AccessKeyId,SecretAccessKey]' --output text

echo "[3] CloudTrail events for $OLD (last 7 days)"
aws cloudtrail lookup-events \
  --lookup-attributes AttributeKey=AccessKeyId,AttributeValue="$OLD" \
  --start-time "$(date -u -d '7 days ago' +%FT%TZ 2>/dev/null || date -u -v-7d +%FT%TZ)" \
  --query 'Events[].[EventTime,EventName,EventSource]' --output table

read -r -p "[4] new key verified? delete $OLD now? [y/N] " ok
if [[ "$ok" == "y" ]]; then
  aws iam delete-access-key --user-name "$USER_NAME" --access-key-id "$OLD"
  echo "deleted $OLD"
else
  echo "left $OLD inactive; delete later with: aws iam delete-access-key --user-name $USER_NAME --access-key-id $OLD"
fi
