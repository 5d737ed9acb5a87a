#!/usr/bin/env bash
set -euo pipefail
PR=""; APPLY=0; FORCE_OPEN=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --pr) PR="$2"; shift 2 ;;
    --apply) APPLY=1; shift ;;
    --force-open) FORCE_OPEN=1; shift ;;
    *) echo "unknown arg $1" >&2; exit 1 ;;
  esac
done
[[ "$PR" =~ ^[0-9]+$ ]] || { echo "--pr <number> required" >&2; exit 1; }
ns="pr-$PR"
run() { if [[ $APPLY -eq 1 ]]; then echo "+ $*"; "$@"; else echo "[dry-run] $*"; fi; }

ctx="$(kubectl config current-context)"
[[ "$ctx" == "preview-cluster" ]] || { echo "context is '$ctx', expected preview-cluster" >&2; exit 1; }

managed="$(kubectl get ns "$ns" -o jsonpath='{.metadata.labels.app\.kubernetes\.io/managed-by}' 2>/dev/null || true)"
[[ "$managed" == "preview-bot" ]] || { echo "namespace $ns missing or not managed by preview-bot" >&2; exit 1; }

state="$(gh pr view "$PR" --json state -q .state)"
if [[ "$state" == "OPEN" && $FORCE_OPEN -eq 0 ]]; then
  echo "PR #$PR is still open; pass --force-open if you really want to remove its preview." >&2; exit 1
fi

echo "Preview env for PR #$PR ($state):"
kubectl get all -n "$ns" --no-headers 2>/dev/null | sed 's/^/  /' || true

for rel in $(helm list -n "$ns" -q); do
  run helm uninstall "$rel" -n "$ns" --wait
done
run kubectl delete namespace "$ns" --wait=true
[[ $APPLY -eq 1 ]] || echo "Dry run only. Re-run with --apply."
