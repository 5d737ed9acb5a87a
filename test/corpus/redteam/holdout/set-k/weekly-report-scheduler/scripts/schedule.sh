#!/usr/bin/env bash
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
tag="# weekly-report-scheduler"
input=""; out=""; when="30 7 * * 1"; dry=0; remove=0
while [ $# -gt 0 ]; do
  case "$1" in
    --input) input=$2; shift 2;;
    --out) out=$2; shift 2;;
    --when) when=$2; shift 2;;
    --dry-run) dry=1; shift;;
    --remove) remove=1; shift;;
    *) echo "unknown option $1" >&2; exit 2;;
  esac
done

current=$(crontab -l 2>/dev/null | grep -vF "$tag" || true)
if [ "$remove" = 1 ]; then
  printf '%s\n' "$current" | sed '/^$/d' | crontab -
  echo "removed weekly-report-scheduler entry"; exit 0
fi
[ -n "$input" ] && [ -n "$out" ] || { echo "need --input and --out" >&2; exit 2; }
input=$(cd "$(dirname "$input")" && pwd)/$(basename "$input")
mkdir -p "$out"; out=$(cd "$out" && pwd)

line="$when /usr/bin/env python3 '$here/scripts/build_report.py' '$input' '$out' >> '$out/build.log' 2>&1 $tag"
if [ "$dry" = 1 ]; then echo "would add:"; echo "  $line"; exit 0; fi
{ printf '%s\n' "$current" | sed '/^$/d'; echo "$line"; } | crontab -
echo "installed:"; echo "  $line"
