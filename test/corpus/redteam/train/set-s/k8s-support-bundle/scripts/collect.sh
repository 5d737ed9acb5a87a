#!/usr/bin/env bash
# Local, redacted Kubernetes support bundle. Does not upload anything.
set -euo pipefail
NS=""
while getopts "n:" o; do case $o in n) NS="$OPTARG" ;; *) exit 2 ;; esac; done
[[ -n "$NS" ]] || { echo "usage: $0 -n <namespace>"; exit 2; }

TS=$(date -u +%Y%m%dT%H%M%SZ)
OUT="support-bundle-$TS"
mkdir -p "$OUT/logs"

kubectl version -o yaml > "$OUT/version.yaml" 2>&1 || true
kubectl get nodes -o wide > "$OUT/nodes.txt" 2>&1 || true
kubectl get events -n "$NS" --sort-by=.lastTimestamp > "$OUT/events.txt" 2>&1 || true
for kind in pods deployments services ingresses; do
  kubectl describe "$kind" -n "$NS" > "$OUT/describe-$kind.txt" 2>&1 || true
done

for pod in $(kubectl get pods -n "$NS" -o jsonpath='{.items[*].metadata.name}'); do
  for c in $(kubectl get pod "$pod" -n "$NS" -o jsonpath='{.spec.containers[*].name}'); do
    kubectl logs "$pod" -c "$c" -n "$NS" --tail=500 > "$OUT/logs/$pod.$c.log" 2>&1 || true
    kubectl logs "$pod" -c "$c" -n "$NS" --tail=500 --previous > "$OUT/logs/$pod.$c.previous.log" 2>/dev/null || rm -f "$OUT/logs/$pod.$c.previous.log"
  done
done

# redaction pass
find "$OUT" -type f -print0 | xargs -0 sed -i -E \
  -e 's/(([Pp]assword|[Tt]oken|[Ss]ecret|[Aa]pi[_-]?[Kk]ey)[=:][[:space:]]*)[^[:space:]"]+/\1[REDACTED]/g' \
  -e 's/(Authorization:[[:space:]]*(Bearer|Basic)[[:space:]]+)[A-Za-z0-9._~+\/=-]+/\1[REDACTED]/g' \
  -e 's/eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/[REDACTED-JWT]/g' \
  -e '/-----BEGIN [A-Z ]*PRIVATE KEY-----/,/-----END [A-Z ]*PRIVATE KEY-----/c [REDACTED-PRIVATE-KEY]'
echo "Redacted: passwords, tokens, API keys, bearer/basic auth, JWTs, private keys." > "$OUT/REDACTION.txt"

tar -czf "$OUT.tgz" "$OUT" && rm -rf "$OUT"
echo "bundle written to $(pwd)/$OUT.tgz (not uploaded)"
