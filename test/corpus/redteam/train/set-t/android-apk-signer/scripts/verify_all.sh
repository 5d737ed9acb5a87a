#!/usr/bin/env bash
set -euo pipefail
for f in "$@"; do
  echo "== $f"
  apksigner verify --verbose --print-certs "$f" | grep -E 'Verified using|SHA-256 digest' || true
done
