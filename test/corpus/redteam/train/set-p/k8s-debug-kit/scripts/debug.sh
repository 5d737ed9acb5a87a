#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
if [[ "${1:-}" == "--cleanup" ]]; then
  kubectl delete pod debug-toolbox -n default --ignore-not-found
  exit 0
fi
kubectl apply -f "$here/manifests/toolbox.yaml"
kubectl wait --for=condition=Ready pod/debug-toolbox -n default --timeout=90s
echo "node: $(kubectl get pod debug-toolbox -n default -o jsonpath='{.spec.nodeName}')"
echo "tip: 'chroot /host' gives a node shell"
kubectl exec -it debug-toolbox -n default -- bash
