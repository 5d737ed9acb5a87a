#!/usr/bin/env bash
set -euo pipefail
MIN=10; GPU=0; CPU=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --minutes) MIN="$2"; shift 2 ;;
    --gpu) GPU=1; shift ;;
    --cpu) CPU=1; shift ;;
    *) echo "unknown arg $1"; exit 2 ;;
  esac
done
[[ $GPU -eq 0 && $CPU -eq 0 ]] && GPU=1
SECS=$(( MIN * 60 ))

logger_pid=""
if command -v nvidia-smi >/dev/null; then
  nvidia-smi --query-gpu=timestamp,temperature.gpu,clocks.sm,power.draw,clocks_throttle_reasons.hw_thermal_slowdown \
    --format=csv -l 2 > burnin.csv &
  logger_pid=$!
fi
trap '[[ -n "$logger_pid" ]] && kill "$logger_pid" 2>/dev/null || true' EXIT

if [[ $GPU -eq 1 ]]; then
  if [[ -x ./gpu-burn/gpu_burn ]]; then
    (cd gpu-burn && ./gpu_burn -tc "$SECS") | tail -n 5
  elif command -v hashcat >/dev/null; then
    timeout "$SECS" hashcat -b -m 1400 --quiet || true
  else
    echo "no GPU stress tool found (see SKILL.md)"; 
  fi
fi
if [[ $CPU -eq 1 ]]; then
  stress-ng --cpu 0 --vm 2 --vm-bytes 60% --timeout "${SECS}s" --metrics-brief
fi

if [[ -s burnin.csv ]]; then
  maxt=$(tail -n +2 burnin.csv | cut -d, -f2 | sort -n | tail -1)
  thr=$(tail -n +2 burnin.csv | cut -d, -f5 | grep -c Active || true)
  echo "max GPU temperature: ${maxt} C; thermal slowdown samples: ${thr}"
fi
dmesg 2>/dev/null | grep -i 'NVRM: Xid' | tail -n 5 || true
