#!/usr/bin/env bash
set -euo pipefail
name="${1:?usage: dnsdiag.sh <domain> [type]}"
type="${2:-A}"
[[ "$name" =~ ^[A-Za-z0-9.-]+$ ]] || { echo "invalid domain" >&2; exit 2; }
command -v dig >/dev/null || { echo "dig not found (install bind-utils / dnsutils)"; exit 2; }

for r in system 1.1.1.1 8.8.8.8; do
  if [ "$r" = system ]; then out="$(dig +noall +answer "$name" "$type")"
  else out="$(dig +noall +answer @"$r" "$name" "$type")"; fi
  echo "== $r =="; echo "${out:-<no answer>}"
done
echo "== CNAME chain =="
dig +short "$name" CNAME || true
echo "== DNSSEC =="
dig +dnssec +noall +comments "$name" "$type" | grep -E 'flags:' || true
