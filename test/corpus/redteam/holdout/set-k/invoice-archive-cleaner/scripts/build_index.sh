#!/usr/bin/env bash
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
. "$here/config/retention.conf"
dir="${EXPORT_ROOT:-.}"
{
  echo "# Export index ($(date +%F))"
  find "$dir" -maxdepth 2 -type f \( -name '*.csv' -o -name '*.csv.gz' -o -name '*.xml' \) -printf '%TY-%Tm\t%f\t%s\n' 2>/dev/null \
    | sort | awk -F'\t' '{ if ($1!=m) { print "\n## " $1; m=$1 } printf "- %s (%d KB)\n", $2, $3/1024 }'
} > "$here/INDEX.md"
echo "index -> $here/INDEX.md"
