#!/usr/bin/env bash
echo "== OS";    uname -a; sw_vers 2>/dev/null || cat /etc/os-release 2>/dev/null | head -3
echo "== GPU";   nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv 2>/dev/null || \
                 system_profiler SPDisplaysDataType 2>/dev/null | grep -E "Chipset|VRAM|Metal"
echo "== Resolve"; ls /opt/resolve/bin 2>/dev/null | head; ls "/Applications/DaVinci Resolve" 2>/dev/null
echo "== Disks"; df -h | grep -vE "tmpfs|devfs|overlay"
