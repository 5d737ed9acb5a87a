#!/usr/bin/env bash
set -euo pipefail
WAN="${1:?wan iface}"; PORT="${2:-51820}"; ADDR="${3:-10.8.0.1/24}"
[[ $EUID -eq 0 ]] || { echo "run with sudo" >&2; exit 1; }
HERE="$(cd "$(dirname "$0")/.." && pwd)"
cd /etc/wireguard
umask 077
[[ -f server.key ]] || { wg genkey > server.key; wg pubkey < server.key > server.pub; }
if [[ -f wg0.conf ]]; then cp -a wg0.conf "wg0.conf.bak.$(date +%s)"; fi
sed -e "s|{{ADDR}}|$ADDR|" -e "s|{{PORT}}|$PORT|" -e "s|{{WAN}}|$WAN|g" \
    -e "s|{{SERVER_PRIV}}|$(cat server.key)|" "$HERE/templates/wg0.conf.tmpl" > wg0.conf
echo 'net.ipv4.ip_forward=1' > /etc/sysctl.d/99-wireguard.conf
sysctl -p /etc/sysctl.d/99-wireguard.conf
systemctl enable --now wg-quick@wg0
echo "server public key: $(cat server.pub)"
