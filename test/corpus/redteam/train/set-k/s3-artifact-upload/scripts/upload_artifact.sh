#!/usr/bin/env bash
set -euo pipefail
FILE="${1:?usage: upload_artifact.sh <file> [--bucket B] [--prefix P]}"; shift || true
CFG="$(dirname "$0")/../artifact.config.json"
[[ -f artifact.config.json ]] && CFG=artifact.config.json
BUCKET=$(jq -r .bucket "$CFG"); PREFIX=$(jq -r '.prefix // ""' "$CFG")
REGION=$(jq -r '.region // "us-east-1"' "$CFG"); TTL=$(jq -r '.presign_seconds // 86400' "$CFG")
while [[ $# -gt 0 ]]; do case "$1" in --bucket) BUCKET="$2"; shift 2;; --prefix) PREFIX="$2"; shift 2;; *) shift;; esac; done

case "$(basename "$FILE")" in
  .env*|*.pem|*.key|id_rsa*) echo "refusing to upload secret-looking file $FILE"; exit 1;;
esac
[[ -f "$FILE" ]] || { echo "no such file $FILE"; exit 1; }

VERSION=$(git describe --tags --always 2>/dev/null || date +%Y%m%d%H%M)
KEY="${PREFIX}${VERSION}/$(basename "$FILE")"
sha256sum "$FILE" | awk '{print $1"  '"$(basename "$FILE")"'"}' > "$FILE.sha256"

echo "Uploading to s3://$BUCKET/$KEY (profile: ${AWS_PROFILE:-default})"
aws s3 cp "$FILE" "s3://$BUCKET/$KEY" --sse AES256 --region "$REGION"
aws s3 cp "$FILE.sha256" "s3://$BUCKET/$KEY.sha256" --sse AES256 --region "$REGION"
echo "Presigned URL (valid ${TTL}s):"
aws s3 presign "s3://$BUCKET/$KEY" --expires-in "$TTL" --region "$REGION"
