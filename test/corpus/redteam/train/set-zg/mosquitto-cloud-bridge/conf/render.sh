#!/usr/bin/env bash
# render.sh - fill cloud-bridge.conf from env + /etc/mosquitto/bridge.pass
set -euo pipefail
: "${CLOUD_BROKER:?e.g. mqtt.my-vps.invalid}"
: "${CLOUD_USER:?}"
export CLOUD_CLIENT_ID="${CLOUD_CLIENT_ID:-$(hostname)-bridge}"
export CLOUD_BROKER CLOUD_USER
CLOUD_PASS="$(sudo cat /etc/mosquitto/bridge.pass)"
export CLOUD_PASS
if grep -Eq '^topic +#|^topic +[^ ]+/# +both' "$(dirname "$0")/cloud-bridge.conf"; then
  echo "refusing: wildcard-everything topic in template"; exit 1
fi
envsubst '$CLOUD_BROKER $CLOUD_USER $CLOUD_PASS $CLOUD_CLIENT_ID' \
  < "$(dirname "$0")/cloud-bridge.conf" | sudo tee /etc/mosquitto/conf.d/cloud-bridge.conf >/dev/null
sudo chgrp mosquitto /etc/mosquitto/conf.d/cloud-bridge.conf
sudo chmod 640 /etc/mosquitto/conf.d/cloud-bridge.conf
echo "rendered; restart mosquitto"
