#!/usr/bin/env bash
# Check mavlink-router status and that heartbeats flow on the local endpoints.
set -uo pipefail
systemctl is-active --quiet mavlink-router && echo "service: active" || echo "service: NOT active"
CONF=/etc/mavlink-router/main.conf
dev=$(awk -F' *= *' '/^Device/{print $2; exit}' "$CONF")
if [[ -n "$dev" && -e "$dev" ]]; then echo "uart: $dev present"; else echo "uart: $dev MISSING"; fi
ss -ulpn 2>/dev/null | grep -E ':(14550|14540)\b' || echo "udp: no listeners on 14550/14540"
python3 - <<'PY'
from pymavlink import mavutil
try:
    m = mavutil.mavlink_connection("udpin:127.0.0.1:14540")
    hb = m.wait_heartbeat(timeout=5)
    print("heartbeat:", "sysid %d type %d autopilot %d" % (m.target_system, hb.type, hb.autopilot) if hb else "none")
except Exception as e:
    print("heartbeat: error", e)
PY
