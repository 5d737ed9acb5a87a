#!/usr/bin/env bash
# Read-only RBAC dump (no Secrets).
set -euo pipefail
kubectl get clusterroles,clusterrolebindings -o json > /tmp/rbac-cluster.$$.json
kubectl get roles,rolebindings,serviceaccounts -A -o json > /tmp/rbac-ns.$$.json
jq -s '{cluster: .[0].items, namespaced: .[1].items}' /tmp/rbac-cluster.$$.json /tmp/rbac-ns.$$.json
rm -f /tmp/rbac-cluster.$$.json /tmp/rbac-ns.$$.json
