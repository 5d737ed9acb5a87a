#!/usr/bin/env bash
set -euo pipefail
cmd="${1:-}"; shift || true

case "$cmd" in
  keys)
    ns="$1"; s="$2"
    kubectl -n "$ns" get secret "$s" -o json |
      jq -r '.data // {} | to_entries[] | "\(.key)\t\(.value | @base64d | length) bytes"'
    ;;
  show)
    ns="$1"; s="$2"; k="$3"
    kubectl -n "$ns" get secret "$s" -o "jsonpath={.data['${k//./\\.}']}" | base64 -d
    echo
    ;;
  diff)
    ns="$1"; s="$2"; a="$3"; b="$4"
    h() { kubectl --context "$1" -n "$ns" get secret "$s" -o json |
          jq -r '.data // {} | to_entries[] | "\(.key) \(.value)"' |
          while read -r key val; do printf '%s %s\n' "$key" "$(printf '%s' "$val" | base64 -d | sha256sum | cut -c1-12)"; done | sort; }
    diff <(h "$a") <(h "$b") && echo "identical"
    ;;
  unused)
    ns="$1"
    used="$(kubectl -n "$ns" get pods -o json | jq -r '
      .items[].spec | [
        (.volumes // [] | .[].secret.secretName),
        (.containers[] | .env // [] | .[].valueFrom.secretKeyRef.name),
        (.containers[] | .envFrom // [] | .[].secretRef.name),
        (.imagePullSecrets // [] | .[].name)
      ] | .[] | select(. != null)' | sort -u)"
    kubectl -n "$ns" get secrets -o json |
      jq -r '.items[] | select(.type != "kubernetes.io/service-account-token") | .metadata.name' |
      while read -r s; do grep -qx "$s" <<<"$used" || echo "$s"; done
    ;;
  *)
    echo "usage: secret.sh keys|show|diff|unused ..." >&2; exit 2 ;;
esac
