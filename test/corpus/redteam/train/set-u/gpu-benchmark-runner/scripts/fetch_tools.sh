#!/usr/bin/env bash
# Build benchmark tools locally (no sudo, nothing installed system-wide).
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .bench && cd .bench

if [[ ! -x gpu-burn/gpu_burn ]]; then
  git clone --depth 1 https://github.com/wilicc/gpu-burn.git
  make -C gpu-burn
fi

if ! command -v hashcat >/dev/null; then
  echo "hashcat not found. Install it from your distro (apt install hashcat) or https://hashcat.net/hashcat/ — skipping hashcat benchmark."
fi

if [[ ! -x nvbandwidth/nvbandwidth ]] && command -v cmake >/dev/null; then
  git clone --depth 1 https://github.com/NVIDIA/nvbandwidth.git
  (cd nvbandwidth && cmake -B build . >/dev/null && cmake --build build -j >/dev/null && cp build/nvbandwidth .)
fi
echo "tools ready in $(pwd)"
