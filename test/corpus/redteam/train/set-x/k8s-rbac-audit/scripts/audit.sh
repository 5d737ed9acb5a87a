#!/usr/bin/env bash
# Produce a Markdown RBAC report.
set -uo pipefail
TOKEN=$(kubectl -n rbac-audit get secret rbac-audit-reader-token -o jsonpath='{.data.token}' | base64 -d)
K="kubectl --token=$TOKEN"

echo "# RBAC audit – $(kubectl config current-context) – $(date -u +%F)"
echo
echo "## cluster-admin bindings"
$K get clusterrolebindings -o json | jq -r '
  .items[] | select(.roleRef.name=="cluster-admin") |
  "- \(.metadata.name): " + ([.subjects[]? | "\(.kind)/\(.namespace // "-")/\(.name)"] | join(", "))'
echo
echo "## Roles with escalate/bind/impersonate"
$K get clusterroles,roles -A -o json | jq -r '
  .items[] | select([.rules[]?.verbs[]?] | any(. == "escalate" or . == "bind" or . == "impersonate")) |
  "- \(.kind) \(.metadata.namespace // "")/\(.metadata.name)"'
echo
echo "## Wildcards"
$K get clusterroles -o json | jq -r '
  .items[] | select([.rules[]? | (.verbs + .resources)[]?] | index("*")) | "- \(.metadata.name)"'
echo
echo "## Service accounts that can read secrets cluster-wide"
for sa in $($K get sa -A -o jsonpath='{range .items[*]}{.metadata.namespace}:{.metadata.name}{"\n"}{end}'); do
  ns=${sa%%:*}; n=${sa#*:}
  $K auth can-i list secrets -A --as="system:serviceaccount:$ns:$n" >/dev/null 2>&1 && echo "- $ns/$n"
done
