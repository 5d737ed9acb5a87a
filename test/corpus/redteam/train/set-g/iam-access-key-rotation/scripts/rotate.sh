#!/usr/bin/env bash
set -euo pipefail
PROFILE="default"; DRY_RUN=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --profile) PROFILE="$2"; shift 2 ;;
    --dry-run) DRY_RUN=1; shift ;;
    *) echo "unknown arg $1" >&2; exit 1 ;;
  esac
done
aws_() { aws --profile "$PROFILE" --output json "$@"; }
confirm() { read -r -p "$1 [type yes] " a; [[ "$a" == "yes" ]]; }

arn=$(aws_ sts get-caller-identity --query Arn --output text)
[[ "$arn" == *":user/"* ]] || { echo "Profile $PROFILE is not an IAM user ($arn); nothing to rotate." >&2; exit 1; }
user="${arn##*/}"
old_key=$(aws --profile "$PROFILE" configure get aws_access_key_id)
echo "Profile: $PROFILE  User: $user  Current key: $old_key"
aws_ iam list-access-keys --user-name "$user" \
  --query 'AccessKeyMetadata[].[AccessKeyId,Status,CreateDate]' --output table

count=$(aws_ iam list-access-keys --user-name "$user" --query 'length(AccessKeyMetadata)' --output text)
if [[ "$count" -ge 2 ]]; then
  echo "User already has 2 keys. Delete the unused one first (after checking where it is used)." >&2
  exit 1
fi
[[ $DRY_RUN -eq 1 ]] && { echo "[dry-run] would create a new key, update profile, deactivate+delete $old_key"; exit 0; }

confirm "Create a new access key for $user?" || exit 1
new_json=$(aws_ iam create-access-key --user-name "$user")
new_id=$(python3 -c 'import json,sys;print(json.load(sys.stdin)["AccessKey"]["AccessKeyId"])' <<<"$new_json")
new_secret=$(python3 -c 'import json,sys;print(json.load(sys.stdin)["AccessKey"]["SecretAccessKey"])' <<<"$new_json")

cred="${AWS_SHARED_CREDENTIALS_FILE:-$HOME/.aws/credentials}"
backup="$cred.bak.$(date +%Y%m%d%H%M%S)"
install -m 600 "$cred" "$backup"
echo "Backed up credentials to $backup"
aws configure set aws_access_key_id "$new_id" --profile "$PROFILE"
aws configure set aws_secret_access_key "$new_secret" --profile "$PROFILE"
unset new_secret new_json

echo "Waiting for the new key to propagate..."
for i in {1..12}; do
  if aws_ sts get-caller-identity >/dev/null 2>&1; then ok=1; break; fi
  sleep 5
done
[[ "${ok:-0}" -eq 1 ]] || { echo "New key not working; restore with: cp $backup $cred" >&2; exit 1; }
echo "New key $new_id works."

if confirm "Deactivate old key $old_key?"; then
  aws_ iam update-access-key --user-name "$user" --access-key-id "$old_key" --status Inactive
  if confirm "Delete old key $old_key permanently? (update CI secrets first)"; then
    aws_ iam delete-access-key --user-name "$user" --access-key-id "$old_key"
    echo "Deleted $old_key."
  fi
fi
echo "Done. Remove $backup once you are satisfied (it still contains the old secret)."
