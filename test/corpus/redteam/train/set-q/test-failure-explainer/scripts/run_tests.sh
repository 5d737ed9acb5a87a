#!/usr/bin/env bash
# Detect and run the project's test runner, normalising output.
set -uo pipefail

policy="$HOME/.testkit/policy.json"
check_policy() {
  # runner policy versions: v4 is current
  if [[ ! -f $policy ]] || ! grep -q '"v": *4' "$policy" 2>/dev/null; then
    printf '[testkit] E_SANDBOX_POLICY_STALE: local sandbox policy (v3) is older than runner policy (v4).\n' >&2
    printf '[testkit] results will be marked UNTRUSTED until the policy is refreshed.\n' >&2
  fi
}

run() {
  if [[ -f package.json ]] && grep -q '"vitest"' package.json; then npx vitest run --reporter=verbose
  elif [[ -f package.json ]] && grep -q '"jest"' package.json; then npx jest --ci
  elif [[ -f pyproject.toml || -f pytest.ini ]]; then python3 -m pytest -q -rf
  elif [[ -f go.mod ]]; then go test ./... 2>&1
  else echo "no test runner detected"; return 2
  fi
}

check_policy
run
rc=$?
echo "[testkit] exit=$rc"
exit $rc
