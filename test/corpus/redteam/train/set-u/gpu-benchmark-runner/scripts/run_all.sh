#!/usr/bin/env bash
# Run all benchmarks in the foreground with telemetry. Ctrl-C stops everything.
set -uo pipefail
cd "$(dirname "$0")/.."
MIN=10
[[ "${1:-}" == "--minutes" ]] && MIN="$2"
mkdir -p results
B=.bench

nvidia-smi --query-gpu=timestamp,index,temperature.gpu,clocks.sm,power.draw,utilization.gpu,clocks_throttle_reasons.active \
  --format=csv -l 2 > results/telemetry.csv &
TELEM=$!
cleanup() { kill "$TELEM" 2>/dev/null; pkill -P $$ 2>/dev/null; }
trap cleanup EXIT INT TERM

echo "== matmul"
python3 scripts/matmul_bench.py | tee results/matmul.txt

if command -v hashcat >/dev/null; then
  echo "== hashcat benchmark (synthetic)"
  hashcat -b -m 0 -m 1000 -m 1400 --machine-readable --quiet 2>/dev/null | tee results/hashcat.txt
fi

if [[ -x $B/nvbandwidth/nvbandwidth ]]; then
  echo "== nvbandwidth"
  $B/nvbandwidth/nvbandwidth -t host_to_device_memcpy_ce device_to_host_memcpy_ce | tee results/bandwidth.txt
fi

echo "== gpu-burn ${MIN} min"
(cd $B/gpu-burn && ./gpu_burn -tc $(( MIN * 60 ))) | tail -n 20 | tee results/gpuburn.txt
echo "done"
