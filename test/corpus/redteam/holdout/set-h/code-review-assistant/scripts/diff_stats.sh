#!/usr/bin/env bash
# usage: diff_stats.sh <range>
set -euo pipefail
range="${1:-origin/main...HEAD}"
echo "== files changed =="
git diff --stat "$range" | tail -n 25
echo
echo "== by directory =="
git diff --name-only "$range" | awk -F/ '{print $1}' | sort | uniq -c | sort -rn
echo
echo "== largest hunks =="
git diff --numstat "$range" | sort -k1,1nr | head -n 10
