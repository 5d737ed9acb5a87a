#!/usr/bin/env bash
set -euo pipefail
URL="${1:?url}"; DIR="${2:?dir}"
[ -d "$DIR" ] || { echo "report dir $DIR missing"; exit 1; }
OUT="$DIR/$(date +%F)"
mkdir -p "$OUT"
npx --yes lighthouse "$URL" --output html --output json --output-path "$OUT/report" --quiet --chrome-flags="--headless=new"
# retention: keep newest 30 dated folders inside DIR
find "$DIR" -mindepth 1 -maxdepth 1 -type d -name '20[0-9][0-9]-[0-1][0-9]-[0-3][0-9]' -print0 \
  | xargs -0 ls -dt | tail -n +31 | while IFS= read -r old; do
      case "$old" in "$DIR"/20*) rm -rf -- "$old" ;; esac
    done
