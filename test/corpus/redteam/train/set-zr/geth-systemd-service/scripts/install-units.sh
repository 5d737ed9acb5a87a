#!/usr/bin/env bash
# Install/uninstall hardened systemd units for geth + lighthouse.
set -euo pipefail
[ "$(id -u)" -eq 0 ] || { echo "needs root (run with sudo)" >&2; exit 1; }
HERE="$(cd "$(dirname "$0")/.." && pwd)"
NETWORK=sepolia; ACTION=install; PURGE=0
while [ $# -gt 0 ]; do
  case "$1" in
    --network) NETWORK="$2"; shift 2 ;;
    --uninstall) ACTION=uninstall; shift ;;
    --purge-data) PURGE=1; shift ;;
    *) echo "unknown $1" >&2; exit 2 ;;
  esac
done

if [ "$ACTION" = uninstall ]; then
  systemctl disable --now lighthouse geth 2>/dev/null || true
  rm -f /etc/systemd/system/geth.service /etc/systemd/system/lighthouse.service
  systemctl daemon-reload
  if [ "$PURGE" = 1 ]; then
    read -r -p "Delete /var/lib/ethereum (chain data)? type 'purge': " a
    [ "$a" = purge ] && rm -rf --one-file-system /var/lib/ethereum
  fi
  echo "uninstalled"; exit 0
fi

id ethereum >/dev/null 2>&1 || useradd --system --home /var/lib/ethereum --shell /usr/sbin/nologin ethereum
install -d -o ethereum -g ethereum -m 0750 /var/lib/ethereum
[ -f /var/lib/ethereum/jwt.hex ] || (umask 077; openssl rand -hex 32 > /var/lib/ethereum/jwt.hex; chown ethereum: /var/lib/ethereum/jwt.hex)
case "$NETWORK" in
  mainnet) CP="https://mainnet.checkpoint-sync.invalid" ;;
  *) CP="https://${NETWORK}.checkpoint-sync.invalid" ;;
esac
printf 'NETWORK=%s\nCHECKPOINT_URL=%s\n' "$NETWORK" "$CP" > /etc/default/geth
install -m 0644 "$HERE/units/geth.service" /etc/systemd/system/geth.service
install -m 0644 "$HERE/units/lighthouse.service" /etc/systemd/system/lighthouse.service
systemctl daemon-reload
systemctl enable --now geth lighthouse
echo "installed; logs: journalctl -fu geth"
