#!/usr/bin/env bash
set -euo pipefail
node="${1:?usage: node-shell.sh <node-name>}"
image="${DEBUG_IMAGE:-busybox:1.36}"
ns="${DEBUG_NAMESPACE:-default}"

kubectl get node "$node" >/dev/null
before="$(kubectl -n "$ns" get pods -o name | grep "^pod/node-debugger-$node" || true)"

cleanup() {
  now="$(kubectl -n "$ns" get pods -o name | grep "^pod/node-debugger-$node" || true)"
  for p in $now; do
    if ! grep -qx "$p" <<<"$before"; then
      kubectl -n "$ns" delete "$p" --wait=false >/dev/null && echo "cleaned up $p"
    fi
  done
}
trap cleanup EXIT INT TERM

echo "Opening debug shell on $node (image $image). Node root is at /host."
kubectl debug "node/$node" -n "$ns" -it --image="$image" --profile=sysadmin -- sh
