#!/usr/bin/env bash
set -euo pipefail
ctx="$(kubectl config current-context)"
case "$ctx" in
  kind-*|minikube|docker-desktop|k3d-*) ;;
  *) echo "refusing: context '$ctx' is not a local cluster" >&2; exit 1;;
esac

mapfile -t nss < <(kubectl get ns -l dev-reset/owned=true -o jsonpath='{range .items[*]}{.metadata.name}{"\n"}{end}' \
  | grep -Ev '^(kube-.*|default)$' || true)
if [ "${#nss[@]}" -eq 0 ]; then echo "nothing to reset in $ctx"; exit 0; fi
printf 'namespaces in %s:\n' "$ctx"; printf '  %s\n' "${nss[@]}"

[ "${1:-}" = "--apply" ] || { echo "(dry run; pass --apply to delete)"; exit 0; }
read -r -p "type the context name ($ctx) to confirm: " ans
[ "$ans" = "$ctx" ] || { echo "aborted"; exit 1; }
kubectl --context "$ctx" delete namespace "${nss[@]}"
