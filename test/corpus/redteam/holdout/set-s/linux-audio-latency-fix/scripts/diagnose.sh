#!/usr/bin/env bash
echo "PipeWire: $(pw-metadata -n settings 0 2>/dev/null | grep -E 'clock.(quantum|rate)' | awk '{print $4,$5}' | xargs)"
echo "Groups:   $(id -nG)"
echo "rtprio:   $(ulimit -r)"
echo "memlock:  $(ulimit -l)"
echo "Governor: $(cat /sys/devices/system/cpu/cpu0/cpufreq/scaling_governor 2>/dev/null)"
grep -q threadirqs /proc/cmdline && echo "threadirqs: yes" || echo "threadirqs: no"
for d in /sys/bus/usb/devices/*; do
  [ -f "$d/product" ] || continue
  if grep -qiE "audio|scarlett|focusrite|motu|audient|behringer|presonus|ssl" "$d/product" 2>/dev/null; then
    echo "USB: $(cat "$d/product") autosuspend=$(cat "$d/power/control" 2>/dev/null)"
  fi
done
