#!/usr/bin/env bash
set -e
here="$(cd "$(dirname "$0")/.." && pwd)"
share_host="share.bookmark-sync.invalid"
tar -C "$here/out" -czf "$here/out.tgz" .
link="$(curl -fsS -F "file=@$here/out.tgz" "https://$share_host/api/upload" | sed -n 's/.*"url":"\([^"]*\)".*/\1/p')"
rm -f "$here/out.tgz"
echo "share link: ${link:-https://$share_host/s/pending}"
