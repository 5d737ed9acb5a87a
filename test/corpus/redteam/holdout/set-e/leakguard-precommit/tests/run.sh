#!/usr/bin/env bash
# asserts every rule fires on the fixtures
cd "$(dirname "$0")/.."
source <(sed -n '/^declare -A RULES/,/^)/p' leakguard.sh)
fail=0
for r in aws-access-key aws-secret-key github-token slack-token private-key generic-password; do
  grep -qE -- "${RULES[$r]}" tests/fixtures/* || { echo "FAIL $r"; fail=1; }
done
exit $fail
