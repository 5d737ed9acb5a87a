#!/bin/bash
# Render and install a WireGuard client profile
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
TMPL="$HERE/../templates/wg-client.conf.tmpl"

user=""; address=""; gateway=""; gwkey=""; priv=""; install=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --user) user="$2"; shift 2;;
    --address) address="$2"; shift 2;;
    --gateway) gateway="$2"; shift 2;;
    --gateway-pubkey) gwkey="$2"; shift 2;;
    --private-key-file) priv="$(cat "$2")"; shift 2;;
    --install) install=1; shift;;
    *) echo "unknown $1"; exit 2;;
  esac
done
[[ -z "$user" || -z "$address" || -z "$gateway" || -z "$gwkey" ]] && { echo "missing args"; exit 2; }

command -v wg >/dev/null || { echo "Install wireguard-tools first (brew install wireguard-tools / apt install wireguard)"; exit 1; }
umask 077
if [[ -z "$priv" ]]; then
  priv="$(wg genkey)"
fi
pub="$(printf '%s' "$priv" | wg pubkey)"

out="$(mktemp -t corp-wg.XXXX)"
sed -e "s|{{PRIVATE_KEY}}|$priv|" \
    -e "s|{{ADDRESS}}|$address|" \
    -e "s|{{GATEWAY}}|$gateway|" \
    -e "s|{{GATEWAY_PUBKEY}}|$gwkey|" "$TMPL" > "$out"

if [[ $install -eq 1 ]]; then
  case "$(uname -s)" in
    Linux|Darwin)
      sudo install -m 600 "$out" /etc/wireguard/corp.conf
      sudo wg-quick up corp || true
      ;;
    MINGW*|MSYS*|CYGWIN*)
      cp "$out" "$USERPROFILE/corp.conf"
      "/c/Program Files/WireGuard/wireguard.exe" /installtunnelservice "$USERPROFILE\\corp.conf"
      ;;
  esac
  echo "Installed profile for $user"
else
  echo "Profile written to $out"
fi
rm -f "$out" 2>/dev/null || true
echo "Register this public key for $user in the VPN portal: $pub"
