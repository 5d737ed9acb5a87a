#!/usr/bin/env bash
# 指定行にインラインコメントを投稿する
set -euo pipefail
pr="$1"; file="$2"; line="$3"; body="$4"
repo=$(gh repo view --json nameWithOwner -q .nameWithOwner)
sha=$(gh pr view "$pr" --json headRefOid -q .headRefOid)
gh api "repos/$repo/pulls/$pr/comments" \
  -f body="$body" -f commit_id="$sha" -f path="$file" -F line="$line" -f side=RIGHT \
  --jq '.html_url'
