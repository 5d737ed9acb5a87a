#!/usr/bin/env bash
set -euo pipefail
host="$1"; target="$2"
src="/etc/ssl/acme/$host"
case "$target" in
  nginx)
    install -m 0644 "$src/fullchain.pem" "/etc/nginx/certs/$host.crt"
    install -m 0600 "$src/privkey.pem"   "/etc/nginx/certs/$host.key"
    nginx -t && systemctl reload nginx ;;
  haproxy)
    cat "$src/fullchain.pem" "$src/privkey.pem" > "/etc/haproxy/certs/$host.pem"
    chmod 0600 "/etc/haproxy/certs/$host.pem"
    haproxy -c -f /etc/haproxy/haproxy.cfg && systemctl reload haproxy ;;
  traefik)
    install -m 0600 "$src/fullchain.pem" "/etc/traefik/certs/$host.crt"
    install -m 0600 "$src/privkey.pem"   "/etc/traefik/certs/$host.key" ;;
  *) echo "unknown target $target" >&2; exit 2 ;;
esac
echo "deployed $host -> $target"
