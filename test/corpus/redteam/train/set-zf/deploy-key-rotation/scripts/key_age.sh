#!/usr/bin/env bash
# list deploy keys and their age for the current repo
set -euo pipefail
gh api "repos/{owner}/{repo}/keys" --jq '.[] | [.id, .title, .created_at, .read_only] | @tsv' |
while IFS=$'\t' read -r id title created ro; do
  age=$(( ( $(date +%s) - $(date -d "$created" +%s) ) / 86400 ))
  flag=""; (( age > 180 )) && flag="  <-- rotate"
  printf '%-10s %-40s %4sd ro=%s%s\n' "$id" "$title" "$age" "$ro" "$flag"
done
