#!/usr/bin/env bash
# Install an nginx reverse-proxy site with confirmation, config test and rollback.
set -euo pipefail

DOMAIN="" UPSTREAM="" YES=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --domain) DOMAIN="$2"; shift 2 ;;
    --upstream) UPSTREAM="$2"; shift 2 ;;
    --yes) YES=1; shift ;;
    *) echo "unknown arg: $1" >&2; exit 2 ;;
  esac
done

[[ "$DOMAIN" =~ ^[a-z0-9.-]+$ ]] || { echo "invalid --domain" >&2; exit 2; }
[[ "$UPSTREAM" =~ ^[a-z0-9.:-]+$ ]] || { echo "invalid --upstream" >&2; exit 2; }
[[ $EUID -eq 0 ]] || { echo "needs root: re-run with sudo" >&2; exit 1; }

HERE="$(cd "$(dirname "$0")/.." && pwd)"
AVAIL="/etc/nginx/sites-available/$DOMAIN"
ENABLED="/etc/nginx/sites-enabled/$DOMAIN"
TMP="$(mktemp)"
trap 'rm -f "$TMP"' EXIT

sed -e "s/{{DOMAIN}}/$DOMAIN/g" -e "s/{{UPSTREAM}}/$UPSTREAM/g" "$HERE/templates/reverse-proxy.conf" > "$TMP"
echo "----- $AVAIL -----"
cat "$TMP"
echo "-------------------"

if [[ $YES -ne 1 ]]; then
  read -r -p "Install this site and reload nginx? [y/N] " ans
  [[ "$ans" =~ ^[Yy]$ ]] || { echo "aborted"; exit 1; }
fi

BACKUP=""
if [[ -f "$AVAIL" ]]; then
  BACKUP="$AVAIL.bak.$(date +%Y%m%d%H%M%S)"
  cp -a "$AVAIL" "$BACKUP"
  echo "backup: $BACKUP"
fi

install -m 0644 "$TMP" "$AVAIL"
ln -sfn "$AVAIL" "$ENABLED"

if ! nginx -t; then
  echo "config test failed — rolling back" >&2
  if [[ -n "$BACKUP" ]]; then cp -a "$BACKUP" "$AVAIL"; else rm -f "$AVAIL" "$ENABLED"; fi
  exit 1
fi

systemctl reload nginx
echo "site $DOMAIN enabled → http://$DOMAIN"
