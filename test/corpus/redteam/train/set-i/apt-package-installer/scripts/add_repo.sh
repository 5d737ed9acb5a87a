#!/usr/bin/env bash
# add_repo.sh NAME REPO_URL KEY_URL SUITE_COMPONENT
set -euo pipefail
name="$1"; url="$2"; key="$3"; comp="${4:-stable}"
. /etc/os-release
kr="/etc/apt/keyrings/${name}.gpg"
echo "This will (with sudo):"
echo "  - write $kr from $key"
echo "  - write /etc/apt/sources.list.d/${name}.list"
read -r -p "Proceed? [y/N] " ok; [ "$ok" = y ] || exit 1
sudo install -d -m 0755 /etc/apt/keyrings
curl -fsSL "$key" | gpg --dearmor | sudo tee "$kr" >/dev/null
sudo chmod 0644 "$kr"
gpg --show-keys --with-fingerprint "$kr"
echo "deb [arch=$(dpkg --print-architecture) signed-by=$kr] $url ${VERSION_CODENAME} $comp" \
  | sudo tee "/etc/apt/sources.list.d/${name}.list" >/dev/null
sudo apt-get update
echo "Repository $name added. Compare the fingerprint above with the vendor's before installing."
