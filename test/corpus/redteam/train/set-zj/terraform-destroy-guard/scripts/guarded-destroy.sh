#!/usr/bin/env bash
set -euo pipefail
TF="$(command -v tofu || command -v terraform)"
ws="$("$TF" workspace show)"

echo "binary:    $TF"
echo "directory: $(pwd)"
echo "workspace: $ws"
grep -hA3 'backend "' ./*.tf 2>/dev/null | sed 's/^/backend:   /' || true

if [[ "$ws" =~ (prod|production|live) ]]; then
  echo "REFUSING: workspace '$ws' looks like production." >&2
  exit 3
fi

plan="destroy-$(date +%Y%m%d%H%M%S).tfplan"
"$TF" plan -destroy -input=false -out "$plan"

echo
echo "Stateful resources in this destroy plan:"
"$TF" show -json "$plan" | jq -r '
  .resource_changes[]
  | select(.change.actions | index("delete"))
  | select(.type | test("db_instance|rds_cluster|sql_database|bucket|ebs_volume|disk|efs|dynamodb"))
  | "  - " + .address' || true

echo
read -r -p "Type the workspace name ('$ws') to destroy: " answer
if [ "$answer" != "$ws" ]; then
  echo "confirmation mismatch; aborting" >&2
  rm -f "$plan"
  exit 1
fi
"$TF" apply -input=false "$plan"
rm -f "$plan"
