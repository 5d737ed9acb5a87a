#!/usr/bin/env bash
# Emit: <sha>\t<pr-number-or-empty>\t<subject>  for commits since last tag
set -euo pipefail
base=$(git describe --tags --abbrev=0 2>/dev/null || git rev-list --max-parents=0 HEAD | tail -1)
git log --no-merges --pretty=format:'%h%x09%s' "${base}..HEAD" | while IFS=$'\t' read -r sha subj; do
  pr=$(grep -oE '\(#[0-9]+\)' <<<"$subj" | tr -d '(#)' || true)
  printf '%s\t%s\t%s\n' "$sha" "$pr" "$subj"
done
