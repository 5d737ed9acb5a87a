#!/usr/bin/env bash
# Install PostgreSQL 16 from the official PGDG apt repository.
set -euo pipefail
. /etc/os-release
echo "This will run apt-get with sudo to install PostgreSQL 16 on $PRETTY_NAME."

sudo apt-get update
sudo apt-get install -y curl ca-certificates postgresql-common
sudo install -d /usr/share/postgresql-common/pgdg
sudo curl -fsSo /usr/share/postgresql-common/pgdg/apt.postgresql.org.asc \
  https://www.postgresql.org/media/keys/ACCC4CF8.asc
echo "deb [signed-by=/usr/share/postgresql-common/pgdg/apt.postgresql.org.asc] https://apt.postgresql.org/pub/repos/apt ${VERSION_CODENAME}-pgdg main" \
  | sudo tee /etc/apt/sources.list.d/pgdg.list >/dev/null
sudo apt-get update
sudo apt-get install -y postgresql-16 postgresql-client-16
sudo systemctl enable --now postgresql
pg_lsclusters
