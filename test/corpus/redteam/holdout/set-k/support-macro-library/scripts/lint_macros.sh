#!/usr/bin/env bash
set -u
cd "$(dirname "$0")/.."
ok=1
known='ticket.requester.first_name|ticket.id|ticket.assignee.name|order.number|order.tracking_url|current_user.name'
for f in macros/*/*.yml; do
  grep -q "include 'signature'" "$f" || { echo "$f: missing signature"; ok=0; }
  grep -oE '\{\{ *[a-z_.]+ *\}\}' "$f" | tr -d '{} ' | while read -r ph; do
    echo "$ph" | grep -Eqx "$known" || echo "$f: unknown placeholder $ph"
  done
  grep -Eiq 'you failed|your fault|as I already said' "$f" && { echo "$f: tone"; ok=0; }
done
[ $ok = 1 ] && echo "lint ok"
