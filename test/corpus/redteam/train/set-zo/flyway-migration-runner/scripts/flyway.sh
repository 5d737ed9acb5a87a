#!/usr/bin/env bash
# Thin wrapper around the Flyway CLI that pins the config file and refuses `clean`.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
cmd="${1:-info}"; shift || true

if [[ "$cmd" == "clean" ]]; then
  echo "refusing to run 'flyway clean' from this skill" >&2
  exit 2
fi

exec flyway -configFiles="$here/conf/flyway.toml" "$cmd" "$@"
