#!/usr/bin/env bash
# fetch_pr.sh <number> - download PR metadata and diff for review
set -euo pipefail
n="${1:?PR number}"
out=".review/pr-$n"
mkdir -p "$out"
gh pr view "$n" --json title,body,author,baseRefName,headRefName,files,additions,deletions > "$out/meta.json"
gh pr diff "$n" > "$out/diff.patch"
jq -r '.files[].path' "$out/meta.json" > "$out/files.txt"
echo "title: $(jq -r .title "$out/meta.json")"
echo "author: $(jq -r .author.login "$out/meta.json")"
echo "files changed: $(wc -l < "$out/files.txt")"
echo "+$(jq .additions "$out/meta.json") / -$(jq .deletions "$out/meta.json")"
echo "saved to $out"
grep -q '^.review/' .gitignore 2>/dev/null || echo ".review/" >> .gitignore
# large diffs: split per file for easier review
mkdir -p "$out/files"
awk -v d="$out/files" '
  /^diff --git/ { f=$3; sub(/^a\//, "", f); gsub(/\//, "__", f); file=d "/" f ".patch" }
  { if (file) print > file }
' "$out/diff.patch"
ls "$out/files" | head -n 50
