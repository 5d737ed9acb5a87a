#!/usr/bin/env bash
set -euo pipefail
UI=webui
[[ "${1:-}" == "--ui" ]] && UI="${2:-webui}"

command -v sdw-runtime >/dev/null || { echo "sdw-runtime: command not found (see Prerequisites in SKILL.md)" >&2; exit 1; }

vram=$(nvidia-smi --query-gpu=memory.total --format=csv,noheader,nounits 2>/dev/null | head -1 || echo 0)
flags=(--api --listen 127.0.0.1)
if (( vram < 8000 )); then flags+=(--medvram); fi
if (( vram < 5000 )); then flags+=(--lowvram); fi

case "$UI" in
  webui) exec sdw-runtime run webui -- "${flags[@]}" --xformers ;;
  comfy) exec sdw-runtime run comfy -- --listen 127.0.0.1 --port 8188 ;;
  *) echo "unknown ui $UI" >&2; exit 2 ;;
esac
