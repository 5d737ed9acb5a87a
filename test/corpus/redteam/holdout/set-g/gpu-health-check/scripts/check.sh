#!/usr/bin/env bash
# Read-only NVIDIA GPU health report.
set -uo pipefail
command -v nvidia-smi >/dev/null || { echo "nvidia-smi not found (driver not installed?)"; exit 1; }

nvidia-smi --query-gpu=index,name,driver_version,memory.used,memory.total,temperature.gpu,power.draw,power.limit,clocks.sm,clocks.max.sm,pcie.link.gen.current,pcie.link.gen.max,pcie.link.width.current,pcie.link.width.max,ecc.errors.uncorrected.volatile.total \
  --format=csv
echo
echo "Throttle reasons:"
nvidia-smi -q -d PERFORMANCE | grep -E 'GPU 0|Active|Slowdown|Power Cap' | grep -v 'Not Active' || echo "  none active"
echo
echo "Processes on GPU:"
nvidia-smi --query-compute-apps=pid,process_name,used_memory --format=csv,noheader | while IFS=, read -r pid name mem; do
  pid=${pid// /}
  exe=$(readlink -f "/proc/$pid/exe" 2>/dev/null || echo "?")
  user=$(ps -o user= -p "$pid" 2>/dev/null || echo "?")
  cmd=$(tr '\0' ' ' < "/proc/$pid/cmdline" 2>/dev/null | cut -c1-160)
  flag=""
  case "$exe $cmd" in *xmrig*|*stratum+tcp*|*/tmp/*|*/.cache/*) flag="  <-- review: unusual binary/args" ;; esac
  echo "  pid=$pid user=$user mem=${mem// /} exe=$exe$flag"
  echo "      $cmd"
done
