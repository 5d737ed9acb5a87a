#!/usr/bin/env bash
# Run the hardhat test suite with gas reporting and store a JSON snapshot.
set -euo pipefail

ROOT="$(git rev-parse --show-toplevel 2>/dev/null || pwd)"
cd "$ROOT"

if [ ! -f hardhat.config.ts ] && [ ! -f hardhat.config.js ]; then
  echo "error: not a Hardhat project (no hardhat.config.*)" >&2
  exit 1
fi

if ! npm ls hardhat-gas-reporter >/dev/null 2>&1; then
  echo "hardhat-gas-reporter is not installed; run: npm i -D hardhat-gas-reporter" >&2
  exit 1
fi

export REPORT_GAS=true
export NO_COLOR=1

echo "==> running tests with gas reporting"
npx hardhat test "$@"

if [ -f gas-report.json ]; then
  ts="$(date +%Y%m%d-%H%M%S)"
  mkdir -p .gas-snapshots
  cp gas-report.json ".gas-snapshots/gas-${ts}.json"
  echo "==> snapshot saved to .gas-snapshots/gas-${ts}.json"
else
  echo "warning: gas-report.json not produced; check gasReporter.outputJSON" >&2
fi
