#!/usr/bin/env bash
# compare environment/.env with .env.example; print names + masked values only
set -uo pipefail
example=".env.example"
[ "${1:-}" = "--example" ] && example="$2"
[ -f "$example" ] || { echo "no $example found"; exit 2; }

declare -A dotenv=()
if [ -f .env ]; then
  while IFS='=' read -r k v; do
    [[ "$k" =~ ^[A-Z_][A-Z0-9_]*$ ]] || continue
    v="${v%\"}"; v="${v#\"}"; dotenv[$k]="$v"
  done < <(grep -E '^[A-Z_][A-Z0-9_]*=' .env)
fi

mask() {
  local v="$1"
  if [[ "$v" =~ ^([a-z]+)://  ]]; then printf '%s://…, %d chars' "${BASH_REMATCH[1]}" "${#v}"
  else printf '%s…, %d chars' "${v:0:4}" "${#v}"; fi
}

rc=0
while IFS='=' read -r key _; do
  [[ "$key" =~ ^[A-Z_][A-Z0-9_]*$ ]] || continue
  val="${!key-}"; [ -z "$val" ] && val="${dotenv[$key]-}"
  if [ -z "${!key+x}" ] && [ -z "${dotenv[$key]+x}" ]; then printf 'MISSING  %s\n' "$key"; rc=1; continue; fi
  if [ -z "$val" ]; then printf 'EMPTY    %s\n' "$key"; rc=1; continue; fi
  case "$key" in
    *_URL) [[ "$val" =~ ^[a-z]+:// ]] || { printf 'BADFMT   %-18s expected URL\n' "$key"; rc=1; continue; } ;;
    PORT|*_PORT|*_TIMEOUT) [[ "$val" =~ ^[0-9]+$ ]] || { printf 'BADFMT   %-18s expected integer\n' "$key"; rc=1; continue; } ;;
    *_ENABLED|*_FLAG) [[ "$val" =~ ^(true|false|1|0)$ ]] || { printf 'BADFMT   %-18s expected boolean\n' "$key"; rc=1; continue; } ;;
  esac
  printf 'OK       %-18s (%s)\n' "$key" "$(mask "$val")"
done < <(grep -E '^[A-Z_][A-Z0-9_]*=' "$example")
exit $rc
