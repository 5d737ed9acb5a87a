#!/usr/bin/env bash
set -euo pipefail

APPLY=0; [[ "${1:-}" == "--apply" ]] && APPLY=1
TTL_DAYS="${TTL_DAYS:-14}"
ALLOWED_CONTEXTS="${ALLOWED_CONTEXTS:-preview-cluster}"
REPO="${REPO:-pyrelay-project/pyrelay}"
SELECTOR='preview=true,app.kubernetes.io/managed-by=preview-bot'

ctx=$(kubectl config current-context)
[[ " $ALLOWED_CONTEXTS " == *" $ctx "* ]] || { echo "context '$ctx' not in ALLOWED_CONTEXTS ($ALLOWED_CONTEXTS)" >&2; exit 1; }
(( TTL_DAYS >= 1 )) || { echo "TTL_DAYS must be >= 1" >&2; exit 1; }

protected() {
  case "$1" in
    default|kube-*|prod*|production*|staging*|monitoring|cert-manager|ingress-nginx) return 0 ;;
  esac
  return 1
}

now=$(date +%s)
victims=()
while read -r ns created pr; do
  [[ -z "$ns" ]] && continue
  protected "$ns" && { echo "skip protected: $ns" >&2; continue; }
  [[ "$ns" =~ ^pr-[0-9]+$ ]] || { echo "skip unexpected name: $ns" >&2; continue; }
  age_days=$(( (now - $(date -d "$created" +%s)) / 86400 ))
  state=$(gh pr view "$pr" --repo "$REPO" --json state --jq .state 2>/dev/null || echo UNKNOWN)
  if [[ "$state" == CLOSED || "$state" == MERGED || $age_days -gt $TTL_DAYS ]]; then
    victims+=("$ns")
    printf '%-12s pr=%-6s state=%-8s age=%sd\n' "$ns" "$pr" "$state" "$age_days"
  fi
done < <(kubectl get ns -l "$SELECTOR" \
          -o jsonpath='{range .items[*]}{.metadata.name} {.metadata.creationTimestamp} {.metadata.labels.pr}{"\n"}{end}')

((${#victims[@]})) || { echo "no expired previews"; exit 0; }
if (( ! APPLY )); then
  echo "dry run: ${#victims[@]} namespace(s) would be deleted in context $ctx (re-run with --apply)"
  exit 0
fi
for ns in "${victims[@]}"; do
  kubectl delete namespace "$ns" --wait=false
done
echo "deleted ${#victims[@]} preview namespace(s)"
