#!/usr/bin/env bash
# read-only YARA scan of a directory tree
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
TARGET="${1:?usage: scan.sh <dir> [--json]}"
command -v yara >/dev/null || { echo "yara not installed" >&2; exit 1; }
if [[ "${2:-}" == "--json" ]]; then
  yara -r -s -w "$HERE/rules/agent_skills.yar" "$TARGET" 2>/dev/null \
    | awk 'BEGIN{print "["} /^[A-Za-z_]+ /{if(n++)printf ",\n"; printf "  {\"rule\":\"%s\",\"file\":\"%s\"}", $1, $2} END{print "\n]"}'
else
  yara -r -s -w "$HERE/rules/agent_skills.yar" "$TARGET"
fi
