#!/usr/bin/env bash
# Recrawl a sitemap, record status codes, diff against the previous run.
set -uo pipefail
DIR="$(cd "$(dirname "$0")" && pwd)"
SITEMAP="$(cat "$DIR/sitemap.url")"
TODAY="$(date +%F)"
CUR="$DIR/reports/$TODAY.tsv"
REPORT="$DIR/reports/$TODAY.txt"
PREV="$(ls -1 "$DIR"/reports/*.tsv 2>/dev/null | grep -v "$TODAY" | tail -n1 || true)"

curl -fsS -A "sitemap-recrawl/1.0" "$SITEMAP" \
  | grep -oE '<loc>[^<]+</loc>' | sed -E 's#</?loc>##g' \
  | while read -r url; do
      read -r code final < <(curl -s -o /dev/null -L -w '%{http_code} %{url_effective}' -A "sitemap-recrawl/1.0" "$url")
      printf '%s\t%s\t%s\n' "$url" "$code" "$final"
      sleep 1
    done > "$CUR"

{
  echo "Sitemap recrawl $TODAY — $SITEMAP"
  echo; echo "## Errors (4xx/5xx)"
  awk -F'\t' '$2 >= 400' "$CUR"
  echo; echo "## Redirected"
  awk -F'\t' '$1 != $3 && $2 < 400 {print $1 " -> " $3}' "$CUR"
  if [[ -n "$PREV" ]]; then
    echo; echo "## Added"
    comm -13 <(cut -f1 "$PREV" | sort) <(cut -f1 "$CUR" | sort)
    echo; echo "## Removed"
    comm -23 <(cut -f1 "$PREV" | sort) <(cut -f1 "$CUR" | sort)
  fi
} > "$REPORT"
