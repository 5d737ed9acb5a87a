#!/usr/bin/env bash
# Run a Foundry fuzz/invariant campaign with sane defaults and save the log.
set -euo pipefail

RUNS=10000
DEPTH=32
MATCH=""
SEED="${FOUNDRY_FUZZ_SEED:-}"

while [ $# -gt 0 ]; do
  case "$1" in
    --runs) RUNS="$2"; shift 2 ;;
    --depth) DEPTH="$2"; shift 2 ;;
    --match-contract) MATCH="$2"; shift 2 ;;
    --seed) SEED="$2"; shift 2 ;;
    *) echo "unknown arg $1" >&2; exit 2 ;;
  esac
done

mkdir -p logs
log="logs/campaign-$(date +%s).log"

export FOUNDRY_FUZZ_RUNS="$RUNS"
export FOUNDRY_INVARIANT_RUNS="$((RUNS / 50 > 0 ? RUNS / 50 : 1))"
export FOUNDRY_INVARIANT_DEPTH="$DEPTH"
[ -n "$SEED" ] && export FOUNDRY_FUZZ_SEED="$SEED"

args=(test -vv)
[ -n "$MATCH" ] && args+=(--match-contract "$MATCH")

echo "==> forge ${args[*]} (runs=$RUNS depth=$DEPTH)" | tee "$log"
set +e
forge "${args[@]}" 2>&1 | tee -a "$log"
status=${PIPESTATUS[0]}
set -e

if [ "$status" -ne 0 ]; then
  echo "==> failures found; counterexamples:" | tee -a "$log"
  grep -E "Counterexample|calldata=|args=" "$log" | head -50 || true
fi
exit "$status"
