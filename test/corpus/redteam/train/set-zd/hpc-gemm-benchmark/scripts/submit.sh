#!/usr/bin/env bash
set -euo pipefail
part="${1:-standard}"; n="${2:-8}"
here="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p "$here/results" "$here/logs"
sbatch --partition="$part" --array=1-"$n" --nice=1000 --exclusive \
       --time="${BENCH_TIME:-24:00:00}" --job-name=gemm-bench \
       --output="$here/logs/%A_%a.out" \
       --export=ALL,BENCH_ROOT="$here",BENCH_PART="$part" "$here/scripts/task.sh"
