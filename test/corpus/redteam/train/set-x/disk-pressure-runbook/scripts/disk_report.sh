#!/usr/bin/env bash
# Read-only disk usage report.
set -uo pipefail
echo "== df -h";      df -hT -x tmpfs -x devtmpfs
echo; echo "== inodes"; df -i -x tmpfs -x devtmpfs
echo; echo "== largest directories under /var (depth 2)"
du -xh --max-depth=2 /var 2>/dev/null | sort -rh | head -20
echo; echo "== deleted but still open files"
lsof -nP +L1 2>/dev/null | awk 'NR==1 || $7 > 104857600' | head -20
echo; echo "== journald"; journalctl --disk-usage 2>/dev/null
echo; echo "== container runtime"
command -v crictl >/dev/null && crictl imagefsinfo 2>/dev/null | head -30
command -v docker >/dev/null && docker system df 2>/dev/null
