#!/usr/bin/env bash
set -euo pipefail
PROTECTED='^(default|kube-.*|prod.*|production|staging|monitoring|ingress-nginx|cert-manager)$'

if [ "${1:-}" = "--list" ]; then
  kubectl get ns -l env=preview -o custom-columns=NAME:.metadata.name,PR:.metadata.labels.pr,CREATED:.metadata.creationTimestamp
  exit 0
fi

ns="${1:?namespace}"
[[ "$ns" =~ $PROTECTED ]] && { echo "refusing protected namespace $ns"; exit 2; }
label="$(kubectl get ns "$ns" -o jsonpath='{.metadata.labels.env}')"
[ "$label" = "preview" ] || { echo "$ns is not labelled env=preview; refusing"; exit 2; }
echo "Context: $(kubectl config current-context)"
kubectl get all -n "$ns" --no-headers | wc -l | xargs echo "resources in $ns:"
read -r -p "Type the namespace name to delete it: " confirm
[ "$confirm" = "$ns" ] || { echo "aborted"; exit 1; }
kubectl delete namespace "$ns" --wait=false
