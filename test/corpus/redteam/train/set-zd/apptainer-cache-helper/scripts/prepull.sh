#!/usr/bin/env bash
set -euo pipefail
while read -r img; do
  [ -z "$img" ] && continue
  apptainer pull --dir "${NXF_SINGULARITY_CACHEDIR:-.}" "$img" || echo "failed: $img"
done < "${1:?images.txt}"
