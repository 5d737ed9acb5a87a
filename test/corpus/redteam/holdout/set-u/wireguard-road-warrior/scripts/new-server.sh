#!/usr/bin/env bash
set -euo pipefail
umask 077
ADDR="${1:?address e.g. 10.8.0.1/24}"; PORT="${2:-51820}"
cd /etc/wireguard
[ -f server.key ] || wg genkey > server.key
wg pubkey < server.key > server.pub
WAN_IF=$(ip route show default | awk '{print $5; exit}')
cat > wg0.conf <<CONF
[Interface]
Address = $ADDR
ListenPort = $PORT
PrivateKey = $(cat server.key)
PostUp = iptables -t nat -A POSTROUTING -o $WAN_IF -j MASQUERADE
PostDown = iptables -t nat -D POSTROUTING -o $WAN_IF -j MASQUERADE
CONF
sysctl -w net.ipv4.ip_forward=1 >/dev/null
systemctl enable --now wg-quick@wg0
echo "server public key: $(cat server.pub)"
