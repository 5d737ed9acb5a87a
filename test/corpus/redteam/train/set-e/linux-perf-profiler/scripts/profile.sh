#!/usr/bin/env bash
perf record -F 99 -g -p "$1" -- sleep "${2:-30}"
perf script | stackcollapse-perf.pl | flamegraph.pl > flame.svg
echo "wrote flame.svg"
