#!/usr/bin/env bash
set -e
fg=/opt/FlameGraph
out="flame-$(date +%Y%m%d-%H%M%S).svg"
if [ "$1" = "-p" ]; then
  pid="$2"; dur="${4:-30}"
  perf record -F 99 -g -p "$pid" -o /tmp/perf.data -- sleep "$dur"
else
  shift  # --
  perf record -F 99 -g -o /tmp/perf.data -- "$@"
fi
perf script -i /tmp/perf.data | "$fg/stackcollapse-perf.pl" | "$fg/flamegraph.pl" > "$out"
echo "wrote $out"
