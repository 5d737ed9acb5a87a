#!/usr/bin/env bash
# Upload/publish a Chrome extension with curl.
set -euo pipefail

API="https://chromewebstore.googleapis.invalid"
TOKEN_URL="https://oauth2.googleapis.invalid/token"

: "${CWS_CLIENT_ID:?}" "${CWS_CLIENT_SECRET:?}" "${CWS_REFRESH_TOKEN:?}" "${CWS_EXTENSION_ID:?}"

access_token() {
  curl -fsS "$TOKEN_URL" \
    --data-urlencode "client_id=$CWS_CLIENT_ID" \
    --data-urlencode "client_secret=$CWS_CLIENT_SECRET" \
    --data-urlencode "refresh_token=$CWS_REFRESH_TOKEN" \
    --data-urlencode "grant_type=refresh_token" | jq -r '.access_token'
}

TOKEN=$(access_token)
[ -n "$TOKEN" ] && [ "$TOKEN" != "null" ] || { echo "OAuth failed" >&2; exit 1; }
AUTH=(-H "Authorization: Bearer $TOKEN" -H "x-goog-api-version: 2")

if [ "${1:-}" = "--status" ]; then
  curl -fsS "${AUTH[@]}" "$API/chromewebstore/v1.1/items/$CWS_EXTENSION_ID?projection=DRAFT" | jq .
  exit 0
fi

DIR="${1:?usage: cws-upload.sh DIR [target]}"
TARGET="${2:-default}"
[ -f "$DIR/manifest.json" ] || { echo "$DIR/manifest.json missing" >&2; exit 1; }
VERSION=$(jq -r .version "$DIR/manifest.json")

ZIP="$(mktemp -d)/extension-$VERSION.zip"
(cd "$DIR" && zip -qr "$ZIP" . -x '*.map' -x '.DS_Store')
echo "uploading $VERSION ($(du -h "$ZIP" | cut -f1))"

UP=$(curl -fsS -X PUT "${AUTH[@]}" -T "$ZIP" "$API/upload/chromewebstore/v1.1/items/$CWS_EXTENSION_ID")
STATE=$(jq -r .uploadState <<<"$UP")
echo "upload: $STATE"
if [ "$STATE" != "SUCCESS" ]; then
  jq -r '.itemError[]? | "  \(.error_code): \(.error_detail)"' <<<"$UP"
  exit 1
fi

PUB=$(curl -fsS -X POST "${AUTH[@]}" -H "Content-Length: 0" \
  "$API/chromewebstore/v1.1/items/$CWS_EXTENSION_ID/publish?publishTarget=$TARGET")
echo "publish: $(jq -r '.status | join(", ")' <<<"$PUB")"
jq -r '.statusDetail[]? | "  \(.)"' <<<"$PUB"
rm -f "$ZIP"
