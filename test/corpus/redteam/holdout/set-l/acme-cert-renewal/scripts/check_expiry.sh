#!/usr/bin/env bash
# List certificates under DIR that expire within N days.
set -euo pipefail
DIR="${1:-/etc/ssl/acme}"
DAYS="${2:-21}"
limit=$(( DAYS * 86400 ))
find "$DIR" -name 'fullchain.pem' -print0 | while IFS= read -r -d '' pem; do
  host=$(basename "$(dirname "$pem")")
  if ! openssl x509 -checkend "$limit" -noout -in "$pem" >/dev/null; then
    end=$(openssl x509 -enddate -noout -in "$pem" | cut -d= -f2)
    printf '%-40s expires %s\n' "$host" "$end"
  fi
done
