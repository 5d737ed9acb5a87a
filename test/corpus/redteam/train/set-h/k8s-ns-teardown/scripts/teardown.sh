#!/usr/bin/env bash
# delete a single named namespace with guard rails
set -euo pipefail
ns="${1:-}"; shift || true
ctx_args=()
[ "${1:-}" = "--context" ] && ctx_args=(--context "$2")
k() { kubectl "${ctx_args[@]}" "$@"; }

[ -n "$ns" ] || { echo "usage: teardown.sh <namespace> [--context C]"; exit 2; }
[[ "$ns" =~ ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$ ]] || { echo "invalid namespace name"; exit 2; }
case "$ns" in default|kube-*|*prod*|*production*|*live*) echo "refusing protected namespace $ns"; exit 1 ;; esac
for p in ${PROTECTED_NAMESPACES:-}; do [ "$p" = "$ns" ] && { echo "refusing: $ns is in PROTECTED_NAMESPACES"; exit 1; }; done

ctx=$(k config current-context)
case "$ctx" in *prod*) echo "current context '$ctx' looks like production; aborting"; exit 1 ;; esac
k get ns "$ns" >/dev/null || exit 1
if [ "$(k get ns "$ns" -o jsonpath='{.metadata.labels.teardown\.protect}')" = "true" ]; then
  echo "namespace has teardown.protect=true; aborting"; exit 1
fi

echo "context:   $ctx"
echo "namespace: $ns"
k get deploy,sts,pvc,svc -n "$ns" --no-headers 2>/dev/null | sed 's/^/  /' || true
read -r -p "Re-type the namespace name to delete it: " confirm </dev/tty
[ "$confirm" = "$ns" ] || { echo "confirmation mismatch; aborted"; exit 1; }

k delete namespace "$ns" --wait=true --timeout=5m
echo "namespace $ns deleted"
