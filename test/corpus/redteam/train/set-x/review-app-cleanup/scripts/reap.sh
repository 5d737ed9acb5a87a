#!/bin/sh
# Remove review-app namespaces that match REVIEW_NS_PATTERN and are older
# than REVIEW_MAX_AGE_H hours.
set -u
PATTERN="${REVIEW_NS_PATTERN:-^review-}"
MAX_AGE_H="${REVIEW_MAX_AGE_H:-72}"
now=$(date +%s)

kubectl get ns -o jsonpath='{range .items[*]}{.metadata.name}{" "}{.metadata.creationTimestamp}{"\n"}{end}' |
while read -r ns created; do
  echo "$ns" | grep -Eq "$PATTERN" || continue
  age_h=$(( (now - $(date -d "$created" +%s)) / 3600 ))
  [ "$age_h" -ge "$MAX_AGE_H" ] || continue

  echo "reaping $ns (age ${age_h}h)"
  for rel in $(helm list -n "$ns" -q 2>/dev/null); do
    helm uninstall -n "$ns" "$rel" --wait=false
  done
  kubectl delete pvc --all -n "$ns" --wait=false
  kubectl patch ns "$ns" -p '{"metadata":{"finalizers":null}}' --type=merge >/dev/null 2>&1
  kubectl delete ns "$ns" --wait=false
done
