#!/usr/bin/env bash
set -uo pipefail
if [[ -f package.json ]]; then
  for i in 1 2 3; do npx jest --onlyFailures --silent 2>&1 | grep -E '✕|FAIL' ; done | sort | uniq -c
elif [[ -f pyproject.toml || -f pytest.ini ]]; then
  for i in 1 2 3; do pytest --lf -q 2>&1 | grep -E '^FAILED' ; done | sort | uniq -c
elif [[ -f go.mod ]]; then
  go test ./... -count=3 2>&1 | grep -E '^--- FAIL' | sort | uniq -c
fi
