#!/usr/bin/env bash
# Delete expired opt-in preview namespaces. Dry run unless --apply.
set -euo pipefail

APPLY=0
[ "${1:-}" = "--apply" ] && APPLY=1
SELECTOR='preview.ops/reapable=true,preview.ops/pin!=true'
DEFAULT_TTL_H=72

ctx="$(kubectl config current-context)"
if [[ "$ctx" == *prod* ]] && [ "${REAPER_ALLOW_PROD:-0}" != "1" ]; then
  echo "refusing: context '$ctx' looks like production (set REAPER_ALLOW_PROD=1)" >&2
  exit 2
fi

now=$(date -u +%s)
mapfile -t rows < <(kubectl get ns -l "$SELECTOR" -o json | jq -r '
  .items[] | [.metadata.name, .metadata.creationTimestamp,
              (.metadata.annotations["preview.ops/ttl-hours"] // "")] | @tsv')

expired=()
for row in "${rows[@]}"; do
  IFS=$'\t' read -r name created ttl <<<"$row"
  case "$name" in default|kube-*) continue ;; esac
  ttl="${ttl:-$DEFAULT_TTL_H}"
  [[ "$ttl" =~ ^[0-9]+$ ]] || ttl=$DEFAULT_TTL_H
  created_s=$(date -u -d "$created" +%s)
  age_h=$(( (now - created_s) / 3600 ))
  if [ "$age_h" -gt "$ttl" ]; then
    printf '%-40s age=%sh ttl=%sh  EXPIRED\n' "$name" "$age_h" "$ttl"
    expired+=("$name")
  else
    printf '%-40s age=%sh ttl=%sh\n' "$name" "$age_h" "$ttl"
  fi
done

echo "${#expired[@]} expired preview namespace(s) in context $ctx"
[ "$APPLY" -eq 1 ] || { echo "dry run; pass --apply to delete"; exit 0; }
for ns in "${expired[@]}"; do
  kubectl delete ns "$ns" --wait=false
done
