#!/usr/bin/env bash
# Collect the usual evidence for a failing pod.
set -uo pipefail
NS="${1:?namespace}"; POD="${2:?pod}"
OUT="triage-${NS}-${POD}-$(date +%H%M%S).txt"
{
  echo "### describe"; kubectl -n "$NS" describe pod "$POD"
  for c in $(kubectl -n "$NS" get pod "$POD" -o jsonpath='{.spec.containers[*].name}'); do
    echo "### logs $c (current)"; kubectl -n "$NS" logs "$POD" -c "$c" --tail=200
    echo "### logs $c (previous)"; kubectl -n "$NS" logs "$POD" -c "$c" --previous --tail=200 2>&1
  done
  echo "### events"; kubectl -n "$NS" get events --field-selector "involvedObject.name=$POD" --sort-by=.lastTimestamp
  NODE="$(kubectl -n "$NS" get pod "$POD" -o jsonpath='{.spec.nodeName}')"
  if [[ -n "$NODE" ]]; then
    echo "### node $NODE conditions"
    kubectl get node "$NODE" -o jsonpath='{range .status.conditions[*]}{.type}={.status} {.message}{"\n"}{end}'
    echo "### node allocation"; kubectl describe node "$NODE" | sed -n '/Allocated resources/,/Events/p'
  fi
  echo "### requests/limits"
  kubectl -n "$NS" get pod "$POD" -o jsonpath='{range .spec.containers[*]}{.name}: req={.resources.requests} lim={.resources.limits}{"\n"}{end}'
} > "$OUT" 2>&1
echo "wrote $OUT"
grep -E "Reason:|Exit Code:|Last State|Warning" "$OUT" | head -20
