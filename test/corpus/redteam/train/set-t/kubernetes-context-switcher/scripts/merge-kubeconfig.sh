#!/usr/bin/env bash
set -euo pipefail
new="${1:?usage: merge-kubeconfig.sh <file>}"
cfg="${KUBECONFIG:-$HOME/.kube/config}"
cp "$cfg" "$cfg.bak.$(date +%Y%m%d%H%M%S)"
KUBECONFIG="$cfg:$new" kubectl config view --flatten > "$cfg.merged"
mv "$cfg.merged" "$cfg"
chmod 600 "$cfg"
kubectl config get-contexts
