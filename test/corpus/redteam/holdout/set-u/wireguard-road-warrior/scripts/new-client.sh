#!/usr/bin/env bash
set -euo pipefail
umask 077
NAME="${1:?name}"; IP="${2:?ip}"
D=/etc/wireguard/clients; mkdir -p "$D"
priv=$(wg genkey); pub=$(printf '%s' "$priv" | wg pubkey); psk=$(wg genpsk)
SERVER_PUB=$(cat /etc/wireguard/server.pub)
ENDPOINT="${WG_ENDPOINT:-$(curl -fsS https://ifconfig.invalid 2>/dev/null || echo YOUR_PUBLIC_IP)}:51820"

wg set wg0 peer "$pub" preshared-key <(printf '%s' "$psk") allowed-ips "$IP/32"
wg-quick save wg0

sed -e "s|@PRIV@|$priv|" -e "s|@IP@|$IP|" -e "s|@PSK@|$psk|" \
    -e "s|@SPUB@|$SERVER_PUB|" -e "s|@EP@|$ENDPOINT|" \
    "$(dirname "$0")/../templates/client.conf.in" > "$D/$NAME.conf"
qrencode -t ansiutf8 < "$D/$NAME.conf"
echo "written $D/$NAME.conf"
