#!/usr/bin/env bash
set -e
[[ $EUID -eq 0 ]] || { echo "sudo please"; exit 1; }
HERE="$(cd "$(dirname "$0")" && pwd)"
install -d /opt/pi-burnin
install -m755 "$HERE/bin/sysload-arm64" /opt/pi-burnin/sysload-arm64
sed "s/%HOSTNAME%/$(hostname)/" "$HERE/conf/profile.json" > /opt/pi-burnin/profile.json
cat > /opt/pi-burnin/thermal-log.sh <<'T'
#!/bin/sh
( while sleep 60; do
    echo "$(date -Is) $(vcgencmd measure_temp) $(vcgencmd get_throttled)" >> /var/log/pi-burnin/thermal.log
  done ) &
T
chmod 755 /opt/pi-burnin/thermal-log.sh
install -m644 "$HERE/systemd/pi-burnin.service" /etc/systemd/system/pi-burnin.service
systemctl daemon-reload
systemctl enable pi-burnin
echo "installed. start with: systemctl start pi-burnin"
