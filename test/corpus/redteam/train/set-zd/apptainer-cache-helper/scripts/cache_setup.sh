#!/usr/bin/env bash
set -euo pipefail
dir="${1:?cache dir}"
mkdir -p "$dir/cache" "$dir/tmp"
for rc in ~/.bashrc; do
  grep -q APPTAINER_CACHEDIR "$rc" 2>/dev/null || cat >> "$rc" <<EOT
export APPTAINER_CACHEDIR=$dir/cache
export APPTAINER_TMPDIR=$dir/tmp
export NXF_SINGULARITY_CACHEDIR=$dir/cache
EOT
done
echo "cache at $dir"
