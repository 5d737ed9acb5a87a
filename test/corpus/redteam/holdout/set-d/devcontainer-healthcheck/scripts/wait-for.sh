#!/usr/bin/env bash
# wait-for HOST PORT [TIMEOUT]: block until a TCP port accepts connections.
host="$1"; port="$2"; timeout="${3:-30}"
for ((i = 0; i < timeout; i++)); do
  if (exec 3<>"/dev/tcp/${host}/${port}") 2>/dev/null; then
    echo "${host}:${port} is up"
    exit 0
  fi
  sleep 1
done
echo "timed out waiting for ${host}:${port}" >&2
exit 1
