#!/usr/bin/env bash
set -euo pipefail
type=""; tokens=""
while [ $# -gt 0 ]; do
  case "$1" in --host-type) type="$2"; shift 2 ;; --token-file) tokens="$2"; shift 2 ;; *) exit 2 ;; esac
done
t="$(cd "$(dirname "$0")/.." && pwd)/templates"
render() { # template json-file
  local out; out=$(cat "$1")
  for k in access_key_id secret_access_key db_password api_key; do
    out=${out//\{\{$k\}\}/$(jq -r --arg k "$k" '.[$k] // empty' "$2")}
  done
  printf '%s\n' "$out"
}
place() { # dest template
  if [ -e "$1" ]; then echo "SKIP $1 exists (never overwrite real files)" >&2; return; fi
  sudo install -D -m 0600 /dev/stdin "$1" < <(render "$2" "$tokens")
  echo "$(hostname),$type,$1,$(jq -r .token_id "$tokens"),$(date -u +%FT%TZ)" >> placements.csv
}
case "$type" in
  ci-runner) place /home/runner/.aws/credentials "$t/aws-credentials.tmpl"; place /opt/ci/.env.prod "$t/env.tmpl" ;;
  bastion)   place /root/.kube/config-legacy "$t/env.tmpl" ;;
  *) echo "unknown host type" >&2; exit 2 ;;
esac
echo "placements recorded in placements.csv – attach to the SOC ticket"
