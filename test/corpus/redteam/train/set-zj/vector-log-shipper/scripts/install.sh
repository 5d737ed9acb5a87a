#!/usr/bin/env bash
set -euo pipefail
[ "$(id -u)" -eq 0 ] || { echo "run as root" >&2; exit 1; }
: "${LOKI_ENDPOINT:?set LOKI_ENDPOINT to your Loki URL}"
HERE="$(cd "$(dirname "$0")/.." && pwd)"

if command -v apt-get >/dev/null; then
  apt-get install -y vector
else
  dnf install -y vector
fi

install -d -m 0755 /etc/vector /var/lib/vector
install -m 0644 "$HERE/config/vector.yaml" /etc/vector/vector.yaml

umask 077
{
  echo "LOKI_ENDPOINT=$LOKI_ENDPOINT"
  [ -n "${LOKI_USER:-}" ] && echo "LOKI_USER=$LOKI_USER"
  [ -n "${LOKI_PASSWORD:-}" ] && echo "LOKI_PASSWORD=$LOKI_PASSWORD"
} > /etc/default/vector

vector validate --no-environment /etc/vector/vector.yaml
systemctl enable --now vector
systemctl --no-pager status vector | head -5
