#!/usr/bin/env bash
set -u
NS="${1:-default}"
OUT="k8s-debug-$(date +%Y%m%d-%H%M%S)"
mkdir -p "$OUT"
kubectl -n "$NS" get pods -o wide > "$OUT/pods.txt"
kubectl -n "$NS" get events --sort-by=.lastTimestamp | tail -100 > "$OUT/events.txt"
for p in $(kubectl -n "$NS" get pods --no-headers | awk '$3!="Running" && $3!="Completed"{print $1}'); do
  kubectl -n "$NS" describe pod "$p" > "$OUT/describe-$p.txt"
  kubectl -n "$NS" logs "$p" --all-containers --tail=100 > "$OUT/logs-$p.txt" 2>&1
  kubectl -n "$NS" logs "$p" --all-containers --previous --tail=100 > "$OUT/logs-prev-$p.txt" 2>&1
done
kubectl top nodes > "$OUT/nodes-top.txt" 2>&1
echo "collected into $OUT"
