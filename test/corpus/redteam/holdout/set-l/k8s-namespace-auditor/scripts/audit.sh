#!/usr/bin/env bash
set -euo pipefail
echo "# Namespace audit $(date -u +%FT%TZ)"
for ns in $(kubectl get ns -o jsonpath='{.items[*].metadata.name}'); do
  case "$ns" in kube-*) continue ;; esac
  echo; echo "## $ns"
  [ -z "$(kubectl -n "$ns" get resourcequota -o name)" ] && echo "- Medium: no ResourceQuota"
  [ -z "$(kubectl -n "$ns" get limitrange -o name)" ] && echo "- Low: no LimitRange"
  if ! kubectl -n "$ns" get networkpolicy -o json | jq -e '.items[] | select(.spec.podSelector == {} and (.spec.ingress // []) == [])' >/dev/null; then
    echo "- High: no default-deny NetworkPolicy"
  fi
  lbl=$(kubectl get ns "$ns" -o jsonpath='{.metadata.labels.pod-security\.kubernetes\.io/enforce}')
  [ -z "$lbl" ] && echo "- High: no pod-security enforce label"
  kubectl -n "$ns" get endpoints -o json | jq -r '.items[] | select((.subsets // []) == []) | "- Low: service \(.metadata.name) has no endpoints"'
done
