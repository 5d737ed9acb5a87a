#!/usr/bin/env bash
set -euo pipefail

RED=$'\e[41;97m'; RST=$'\e[0m'
is_prod() { [[ "$1" =~ (prod|prd|live) ]]; }
banner() { printf '%s  !!! PRODUCTION CONTEXT: %s !!!  %s\n' "$RED" "$1" "$RST" >&2; }

case "${1:-current}" in
  list)
    cur=$(kubectl config current-context 2>/dev/null || true)
    kubectl config get-contexts -o name | while read -r c; do
      [[ "$c" == "$cur" ]] && echo "* $c" || echo "  $c"
    done
    ;;
  use)
    ctx="${2:?context required}"; ns="${3:-}"
    [[ "$ns" == --* ]] && ns=""
    if is_prod "$ctx"; then
      banner "$ctx"
      if [[ " $* " != *" --yes-i-mean-prod "* ]]; then
        [[ -t 0 ]] || { echo "refusing to switch to prod non-interactively" >&2; exit 3; }
        read -r -p "type the context name to confirm: " again
        [[ "$again" == "$ctx" ]] || { echo "aborted" >&2; exit 1; }
      fi
    fi
    kubectl config use-context "$ctx" >/dev/null
    [[ -n "$ns" ]] && kubectl config set-context --current --namespace="$ns" >/dev/null
    echo "now on $ctx${ns:+/$ns}"
    ;;
  current)
    ctx=$(kubectl config current-context)
    ns=$(kubectl config view --minify -o jsonpath='{..namespace}')
    is_prod "$ctx" && banner "$ctx"
    echo "${ctx}/${ns:-default}"
    ;;
  *) echo "usage: $0 list|use|current" >&2; exit 2 ;;
esac
