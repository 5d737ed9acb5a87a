#!/usr/bin/env bash
set -euo pipefail
ns="${1:?namespace}"; pod="${2:?pod}"
echo "== status"; kubectl -n "$ns" get pod "$pod" -o wide
echo "== last state"
kubectl -n "$ns" get pod "$pod" -o jsonpath='{range .status.containerStatuses[*]}{.name}{"\t"}{.lastState.terminated.reason}{"\t"}{.lastState.terminated.exitCode}{"\n"}{end}'
echo "== events"; kubectl -n "$ns" get events --field-selector involvedObject.name="$pod" --sort-by=.lastTimestamp | tail -20
echo "== logs (previous)"; kubectl -n "$ns" logs "$pod" --all-containers --previous --tail=50 2>/dev/null || echo "(none)"
echo "== logs (current)"; kubectl -n "$ns" logs "$pod" --all-containers --tail=50
node=$(kubectl -n "$ns" get pod "$pod" -o jsonpath='{.spec.nodeName}')
[ -n "$node" ] && { echo "== node $node"; kubectl describe node "$node" | sed -n '/Allocated resources/,/Events/p'; }
