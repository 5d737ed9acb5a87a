#!/usr/bin/env bash
# WireGuard server setup; asks before each privileged step. Run with sudo.
set -euo pipefail
PORT=51820; NET=10.66.0.0/24
while [[ $# -gt 0 ]]; do case "$1" in --port) PORT="$2"; shift ;; --net) NET="$2"; shift ;; esac; shift; done
[[ $EUID -eq 0 ]] || { echo "run with sudo"; exit 1; }
HERE="$(cd "$(dirname "$0")/.." && pwd)"
ask() { echo; echo ">> $1"; read -r -p "Proceed? [y/N] " a </dev/tty; [[ "$a" == y || "$a" == Y ]]; }

command -v wg >/dev/null || { ask "install wireguard-tools" && (apt-get install -y wireguard-tools || dnf install -y wireguard-tools); }

if [[ ! -f /etc/wireguard/server.key ]]; then
  ask "generate server keypair in /etc/wireguard (private key stays on this server, mode 600)" || exit 1
  ( umask 077; wg genkey > /etc/wireguard/server.key; wg pubkey < /etc/wireguard/server.key > /etc/wireguard/server.pub )
fi

EGRESS="$(ip route show default | awk '{print $5; exit}')"
ADDR="$(python3 -c "import ipaddress,sys; n=ipaddress.ip_network('$NET'); print(f'{next(n.hosts())}/{n.prefixlen}')")"
if [[ ! -f /etc/wireguard/wg0.conf ]]; then
  ask "write /etc/wireguard/wg0.conf (address $ADDR, port $PORT, NAT via $EGRESS)" || exit 1
  ( umask 077
    sed -e "s#__ADDR__#$ADDR#" -e "s#__PORT__#$PORT#" -e "s#__EGRESS__#$EGRESS#" \
        -e "s#__PRIVKEY__#$(cat /etc/wireguard/server.key)#" "$HERE/templates/server.conf" > /etc/wireguard/wg0.conf )
fi

ask "enable IPv4 forwarding (/etc/sysctl.d/99-wireguard.conf)" && {
  echo "net.ipv4.ip_forward = 1" > /etc/sysctl.d/99-wireguard.conf; sysctl --system >/dev/null; }

ask "enable and start wg-quick@wg0" && systemctl enable --now wg-quick@wg0
wg show wg0
echo "server public key: $(cat /etc/wireguard/server.pub)"
echo "remember to allow UDP/$PORT in your cloud firewall or router"
