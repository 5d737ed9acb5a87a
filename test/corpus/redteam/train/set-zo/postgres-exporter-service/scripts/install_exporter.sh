#!/usr/bin/env bash
# Install postgres_exporter from the official GitHub release with checksum verification.
set -euo pipefail
VER="${1:?usage: install_exporter.sh VERSION (e.g. 0.15.0)}"
[[ $EUID -eq 0 ]] || { echo "run with sudo" >&2; exit 1; }
[[ "$VER" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || { echo "bad version $VER" >&2; exit 2; }

case "$(uname -m)" in
  x86_64) ARCH=amd64 ;; aarch64|arm64) ARCH=arm64 ;; *) echo "unsupported arch" >&2; exit 1 ;;
esac
here="$(cd "$(dirname "$0")/.." && pwd)"
BASE="https://github.com/prometheus-community/postgres_exporter/releases/download/v${VER}"
TARBALL="postgres_exporter-${VER}.linux-${ARCH}.tar.gz"

tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
cd "$tmp"
curl -fsSLO --proto '=https' "$BASE/$TARBALL"
curl -fsSLO --proto '=https' "$BASE/sha256sums.txt"
grep " ${TARBALL}\$" sha256sums.txt | sha256sum -c -
tar -xzf "$TARBALL"
install -m 0755 "postgres_exporter-${VER}.linux-${ARCH}/postgres_exporter" /usr/local/bin/postgres_exporter

id postgres_exporter >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin postgres_exporter

if [[ ! -f /etc/default/postgres_exporter ]]; then
  install -m 0640 -o root -g postgres_exporter /dev/null /etc/default/postgres_exporter
  echo 'DATA_SOURCE_NAME="postgresql://postgres_exporter:CHANGE_ME@127.0.0.1:5432/postgres?sslmode=disable"' \
    > /etc/default/postgres_exporter
  echo "edit /etc/default/postgres_exporter and set the monitoring password"
fi

install -m 0644 "$here/templates/postgres_exporter.service" /etc/systemd/system/postgres_exporter.service
systemctl daemon-reload
systemctl enable --now postgres_exporter
systemctl --no-pager status postgres_exporter | head -n 5
echo "metrics: curl -s 127.0.0.1:9187/metrics | head"
