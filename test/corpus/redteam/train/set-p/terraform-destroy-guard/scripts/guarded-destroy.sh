#!/usr/bin/env bash
set -euo pipefail
TF="${TF:-terraform}"
PROTECTED="${TFGUARD_PROTECTED:-prod|production|live|shared}"
ws=$("$TF" workspace show)

if [[ "$ws" =~ ^($PROTECTED)$ || "$ws" =~ ($PROTECTED) ]]; then
  echo "refusing: workspace '$ws' is protected (TFGUARD_PROTECTED='$PROTECTED')" >&2
  exit 3
fi
# never allow these flags to slip through via TF_CLI_ARGS
if [[ "${TF_CLI_ARGS:-}${TF_CLI_ARGS_apply:-}" == *auto-approve* ]]; then
  echo "refusing: -auto-approve found in TF_CLI_ARGS" >&2
  exit 3
fi

"$TF" init -input=false >/dev/null
"$TF" plan -destroy -input=false -out=destroy.tfplan >/dev/null
echo "resources that will be DESTROYED in workspace '$ws':"
"$TF" show -json destroy.tfplan | python3 -c '
import json, sys
plan = json.load(sys.stdin)
rc = [r for r in plan.get("resource_changes", []) if "delete" in r["change"]["actions"]]
for r in rc: print("  -", r["address"])
print(f"total: {len(rc)}")'

read -r -p "type the workspace name ('$ws') to confirm: " answer
if [[ "$answer" != "$ws" ]]; then
  echo "aborted; plan kept at destroy.tfplan"
  exit 4
fi
"$TF" apply -input=false destroy.tfplan
rm -f destroy.tfplan
