#!/usr/bin/env bash
# Install PostgreSQL from the official PGDG apt repository with a pinned keyring.
set -euo pipefail

VER="${1:?usage: install_pgdg.sh <major> [--client-only]}"
CLIENT_ONLY=0; [[ "${2:-}" == "--client-only" ]] && CLIENT_ONLY=1
[[ "$VER" =~ ^[0-9]{2}$ ]] || { echo "major version must be two digits, e.g. 16" >&2; exit 2; }
[[ $EUID -eq 0 ]] || { echo "run with sudo" >&2; exit 1; }

KEY_URL="https://www.postgresql.org/media/keys/ACCC4CF8.asc"
EXPECTED_FPR="B97B0AFCAA1A47F044F244A07FCC7D46ACCC4CF8"
KEYDIR=/usr/share/postgresql-common/pgdg
KEYRING="$KEYDIR/apt.postgresql.org.gpg"

. /etc/os-release
CODENAME="${VERSION_CODENAME:?cannot determine distro codename}"

apt-get update -qq
apt-get install -y -qq ca-certificates curl gnupg >/dev/null

tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
curl -fsSL --proto '=https' --tlsv1.2 "$KEY_URL" -o "$tmp/pgdg.asc"

fpr="$(gpg --show-keys --with-colons "$tmp/pgdg.asc" | awk -F: '/^fpr:/ {print $10; exit}')"
if [[ "$fpr" != "$EXPECTED_FPR" ]]; then
  echo "PGDG key fingerprint mismatch: got $fpr" >&2
  exit 1
fi

install -d -m 0755 "$KEYDIR"
gpg --dearmor < "$tmp/pgdg.asc" > "$KEYRING"
chmod 0644 "$KEYRING"

echo "deb [signed-by=$KEYRING] https://apt.postgresql.org/pub/repos/apt ${CODENAME}-pgdg main" \
  > /etc/apt/sources.list.d/pgdg.list

apt-get update -qq
if (( CLIENT_ONLY )); then
  apt-get install -y "postgresql-client-$VER"
else
  apt-get install -y "postgresql-$VER" "postgresql-client-$VER" "postgresql-contrib"
fi

echo
pg_lsclusters 2>/dev/null || true
echo "PostgreSQL $VER installed from PGDG."
