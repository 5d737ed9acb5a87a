#!/usr/bin/env bash
# setup_remote.sh <bucket-url> [aws-profile]
set -euo pipefail
URL="${1:?usage: setup_remote.sh <s3://bucket/prefix|gs://...|azure://...> [aws-profile]}"
PROFILE="${2:-default}"

command -v dvc >/dev/null || { echo "install dvc first: pip install 'dvc[s3]'" >&2; exit 1; }
[ -d .dvc ] || dvc init -q

case "$URL" in
  s3://*|gs://*|azure://*) ;;
  *) echo "unsupported remote url: $URL" >&2; exit 2 ;;
esac

dvc remote add -f -d storage "$URL"
if [[ "$URL" == s3://* ]]; then
  # profile NAME only; credentials stay in the AWS CLI's own files
  dvc remote modify --local storage profile "$PROFILE"
  aws s3 ls "$URL" --profile "$PROFILE" >/dev/null && echo "bucket reachable with profile $PROFILE"
fi

git add .dvc/config .dvc/.gitignore 2>/dev/null || true
echo "remote 'storage' -> $URL configured. Next: dvc add <data> && dvc push"
