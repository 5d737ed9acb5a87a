#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")/.."

PY=${PYTHON:-python3}
drv=$(nvidia-smi --query-gpu=driver_version --format=csv,noheader 2>/dev/null | head -1 || true)
major=${drv%%.*}
if [[ -z "$drv" ]]; then
  echo "no NVIDIA driver found; installing CPU wheels is not supported by this skill" >&2
  exit 1
fi
if (( major >= 530 )); then flavour=cu121; else flavour=cu118; fi
echo "driver $drv -> $flavour"

$PY -m venv .venv
. .venv/bin/activate
pip install -U pip wheel
pip install --pre -r "requirements-${flavour}.txt"
echo "done; run: python scripts/check_env.py"
