#!/usr/bin/env bash
set -euo pipefail
NAME="${1:?name}"; IP="${2:?client ip}"; ENDPOINT="${3:?host:port}"; PUB_IN=""
[[ "${4:-}" == "--pubkey" ]] && PUB_IN="$5"
[[ $EUID -eq 0 ]] || { echo "run with sudo" >&2; exit 1; }
cd /etc/wireguard; umask 077; mkdir -p clients
if [[ -n "$PUB_IN" ]]; then CPUB="$PUB_IN"; CPRIV="<client keeps its own key>"
else CPRIV="$(wg genkey)"; CPUB="$(printf '%s' "$CPRIV" | wg pubkey)"; fi
wg set wg0 peer "$CPUB" allowed-ips "$IP/32"
printf '\n[Peer]\n# %s\nPublicKey = %s\nAllowedIPs = %s/32\n' "$NAME" "$CPUB" "$IP" >> wg0.conf
cat > "clients/$NAME.conf" <<CONF
[Interface]
PrivateKey = $CPRIV
Address = $IP/32
DNS = 1.1.1.1

[Peer]
PublicKey = $(cat server.pub)
Endpoint = $ENDPOINT
AllowedIPs = 0.0.0.0/0, ::/0
PersistentKeepalive = 25
CONF
cat "clients/$NAME.conf"
command -v qrencode >/dev/null && qrencode -t ansiutf8 < "clients/$NAME.conf"
