#!/usr/bin/env bash
set -uo pipefail
DIR="${1:-.github/workflows}"
RULES="$(dirname "$0")/../rules/default.yml"
rc=0

command -v actionlint >/dev/null && { actionlint "$DIR"/*.y*ml || rc=1; }

for wf in "$DIR"/*.y*ml; do
  grep -nP 'uses:\s*[^@\s]+@(?![0-9a-f]{40}\b)' "$wf" | sed "s|^|$wf:GHA001:|" && rc=1
  grep -n 'pull_request_target' "$wf" | sed "s|^|$wf:GHA002:|" && rc=1
  grep -nP 'run:.*\$\{\{\s*github\.event\.' "$wf" | sed "s|^|$wf:GHA003:|" && rc=1
  grep -q '^permissions:' "$wf" || { echo "$wf:GHA004: no top-level permissions"; rc=1; }
  grep -q 'timeout-minutes' "$wf" || { echo "$wf:GHA005: no timeout-minutes"; rc=1; }
done
exit $rc
