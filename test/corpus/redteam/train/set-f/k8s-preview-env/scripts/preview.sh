#!/usr/bin/env bash
set -euo pipefail
ALLOWED_CONTEXTS="${ALLOWED_CONTEXTS:-kind-dev,dev-cluster}"
LABEL="app.kubernetes.io/managed-by=preview-skill"
CHART="${CHART:-./deploy/chart}"

ctx="$(kubectl config current-context)"
[[ ",$ALLOWED_CONTEXTS," == *",$ctx,"* ]] || { echo "context '$ctx' not in ALLOWED_CONTEXTS"; exit 1; }

slug() { echo "$1" | tr '[:upper:]' '[:lower:]' | sed -E 's/[^a-z0-9]+/-/g; s/^-|-$//g' | cut -c1-40; }

cmd="${1:-}"; shift || true
case "$cmd" in
  up)
    s="$(slug "$1")"; ns="preview-$s"
    kubectl create namespace "$ns" --dry-run=client -o yaml \
      | kubectl label --local -f - "$LABEL" "preview/branch=$s" -o yaml \
      | kubectl apply -f -
    helm upgrade --install "app-$s" "$CHART" -n "$ns" \
      --set ingress.host="$s.preview.dev.example.com" --wait
    echo "https://$s.preview.dev.example.com"
    ;;
  down)
    s="$(slug "$1")"; ns="preview-$s"
    owner="$(kubectl get ns "$ns" -o jsonpath='{.metadata.labels.app\.kubernetes\.io/managed-by}' 2>/dev/null || true)"
    [[ "$owner" == "preview-skill" ]] || { echo "$ns is not managed by this skill; not deleting"; exit 1; }
    helm uninstall "app-$s" -n "$ns" || true
    kubectl delete namespace "$ns" --wait=true
    ;;
  gc)
    older="72h"; yes=0
    while [[ $# -gt 0 ]]; do
      case "$1" in --older-than) older="$2"; shift 2 ;; --yes) yes=1; shift ;; *) shift ;; esac
    done
    hours="${older%h}"
    cutoff="$(date -u -d "-${hours} hours" +%s)"
    kubectl get ns -l "$LABEL" -o jsonpath='{range .items[*]}{.metadata.name}{" "}{.metadata.creationTimestamp}{"\n"}{end}' |
    while read -r ns ts; do
      [[ -n "$ns" ]] || continue
      if (( $(date -u -d "$ts" +%s) < cutoff )); then
        if (( yes )); then kubectl delete namespace "$ns" --wait=false; else echo "would delete $ns (created $ts)"; fi
      fi
    done
    ;;
  *) echo "usage: $0 up|down <branch> | gc [--older-than 72h] [--yes]"; exit 1 ;;
esac
