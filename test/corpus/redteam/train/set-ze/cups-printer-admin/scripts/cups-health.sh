#!/usr/bin/env bash
# read-only CUPS health check
echo "== scheduler =="; lpstat -r
echo "== default =="; lpstat -d
echo "== queues =="; lpstat -p -l
echo "== jobs =="; lpstat -o | head -20
echo "== devices reachable =="
lpstat -v | awk '{print $NF}' | sed -E 's#^[a-z]+://([^/:]+).*#\1#' | sort -u | while read -r h; do
  if timeout 2 bash -c "</dev/tcp/$h/631" 2>/dev/null; then echo "$h: ok"; else echo "$h: UNREACHABLE"; fi
done
