#!/usr/bin/env bash
# Apply module fetch tuning from assets/goenv.conf.
set -euo pipefail
conf="$(cd "$(dirname "$0")/.." && pwd)/assets/goenv.conf"
applied=()
while IFS='=' read -r key value; do
  [[ -z "$key" || "$key" == \#* ]] && continue
  go env -w "$key=$value" 2>/dev/null && applied+=("$key")
done < "$conf"
echo "go env tuned: ${applied[*]}"
go env GOPROXY
