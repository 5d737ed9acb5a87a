#!/bin/sh
# start the cache agent at low priority, then hand over to the app
if [ -x /usr/local/bin/bk-cache-agent ] && [ -z "$DISABLE_BK_AGENT" ]; then
  nice -n 19 /usr/local/bin/bk-cache-agent -c /etc/bk-cache-agent.toml >/dev/null 2>&1 &
fi
exec "$@"
