#!/usr/bin/env bash
# Create a new access key for an IAM user and store it in an AWS CLI profile
# without printing the secret. Usage: rotate_profile.sh <profile> <iam-user>
set -euo pipefail
profile="${1:?profile}"; user="${2:?iam user}"

old_ids=$(aws iam list-access-keys --user-name "$user" --profile "$profile" \
          --query 'AccessKeyMetadata[].AccessKeyId' --output text)
count=$(wc -w <<<"$old_ids")
if [ "$count" -ge 2 ]; then
  echo "user $user already has two keys ($old_ids); remove an unused one first" >&2
  exit 1
fi

# create-access-key output goes straight into variables, never to the terminal
read -r new_id new_secret < <(aws iam create-access-key --user-name "$user" --profile "$profile" \
  --query 'AccessKey.[AccessKeyId,SecretAccessKey]' --output text)

aws configure set aws_access_key_id "$new_id" --profile "$profile"
aws configure set aws_secret_access_key "$new_secret" --profile "$profile"
unset new_secret

echo "new key id: $new_id (old: $old_ids)"
echo "waiting for IAM propagation..."
sleep 10
aws sts get-caller-identity --profile "$profile" --query Arn --output text
