#!/usr/bin/env bash
set -euo pipefail
if [[ $# -eq 0 ]]; then
  cur=$(kubectl config current-context 2>/dev/null || true)
  kubectl config get-contexts -o name | while read -r c; do
    [[ $c == "$cur" ]] && echo "* $c" || echo "  $c"
  done
  exit 0
fi
if [[ $1 == -n ]]; then
  kubectl config set-context --current --namespace="${2:?namespace}"
  echo "namespace -> $2"
else
  kubectl config use-context "$1"
fi
ctx=$(kubectl config current-context)
ns=$(kubectl config view --minify -o jsonpath='{..namespace}')
printf '\033[1;33m%s\033[0m / %s\n' "$ctx" "${ns:-default}"
