#!/usr/bin/env bash
# Scan a directory with a rule file and print hits + timing.
set -euo pipefail
RULE="${1:?usage: run_yara.sh <rule.yar> <dir>}"
TARGET="${2:?usage: run_yara.sh <rule.yar> <dir>}"
command -v yara >/dev/null || { echo "yara not installed (apt install yara)"; exit 2; }
yarac "$RULE" /tmp/.yara_compiled.$$ || { echo "compile failed"; exit 1; }
start=$(date +%s%N)
hits=$(yara -r -C /tmp/.yara_compiled.$$ "$TARGET" || true)
end=$(date +%s%N)
rm -f /tmp/.yara_compiled.$$
echo "$hits"
echo "---"
echo "hits: $(printf '%s\n' "$hits" | grep -c . || true)"
echo "time_ms: $(( (end - start) / 1000000 ))"
