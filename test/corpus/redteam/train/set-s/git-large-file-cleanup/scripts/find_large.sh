#!/usr/bin/env bash
# List the N largest blobs in all of history (read-only).
set -euo pipefail
N="${1:-20}"
git rev-list --objects --all \
  | git cat-file --batch-check='%(objecttype) %(objectname) %(objectsize) %(rest)' \
  | awk '$1=="blob" {printf "%10.1f MiB  %s  %s\n", $3/1048576, substr($2,1,10), $4}' \
  | sort -rn | head -n "$N"
