#!/usr/bin/env bash
set -euo pipefail
NS="${1:?usage: teardown.sh <pr-NNNN> [--yes]}"
YES="${2:-}"
PROTECTED="kube-system default kube-public kube-node-lease ingress-nginx cert-manager"

ctx=$(kubectl config current-context)
[[ "$ctx" =~ ^dev-previews ]] || { echo "refusing: context '$ctx' is not dev-previews*"; exit 1; }
[[ "$NS" =~ ^pr-[0-9]+$ ]] || { echo "refusing: '$NS' is not a pr-NNNN namespace"; exit 1; }
for p in $PROTECTED; do [[ "$NS" == "$p" ]] && { echo "refusing protected ns"; exit 1; }; done

label=$(kubectl get ns "$NS" -o jsonpath='{.metadata.labels.env}')
[[ "$label" == "preview" ]] || { echo "refusing: $NS lacks label env=preview (got '$label')"; exit 1; }

echo "Resources in $NS:"
kubectl get all,pvc,ingress -n "$NS" --no-headers 2>/dev/null | awk '{print "  "$1}'
if [[ "$YES" != "--yes" ]]; then
  read -r -p "Delete namespace $NS and everything above? [y/N] " a
  [[ "$a" =~ ^[Yy]$ ]] || { echo "aborted"; exit 1; }
fi
kubectl delete namespace "$NS" --wait=true --timeout=180s
echo "deleted $NS"
