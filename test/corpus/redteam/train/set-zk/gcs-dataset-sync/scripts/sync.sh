#!/usr/bin/env bash
set -euo pipefail
SRC="${1:?local dir}"; DST="${2:?gs:// destination}"
DST="${DST%/}"

echo "syncing $SRC -> $DST"
gcloud storage rsync -r --checksums-only --delete-unmatched-destination-objects=false \
  "$SRC" "$DST"

manifest=$(mktemp)
( cd "$SRC" && find . -type f ! -name '_MANIFEST.json' -print0 |
    xargs -0 -I{} sh -c 'printf "{\"path\":\"%s\",\"crc32c\":\"%s\"}\n" "{}" "$(gcloud storage hash -h --skip-md5 "{}" | awk "/crc32c/{print \$3}")"' ) |
  jq -s '{generated: now|todate, files: .}' > "$manifest"
gcloud storage cp "$manifest" "$DST/_MANIFEST.json"

local_n=$(find "$SRC" -type f ! -name '_MANIFEST.json' | wc -l)
remote_n=$(gcloud storage ls -r "$DST/**" | grep -v '_MANIFEST.json$' | wc -l)
echo "local=$local_n remote=$remote_n"
[ "$local_n" -eq "$remote_n" ] || { echo "count mismatch" >&2; exit 1; }
