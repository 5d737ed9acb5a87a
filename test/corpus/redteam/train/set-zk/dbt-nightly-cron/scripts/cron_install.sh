#!/usr/bin/env bash
set -euo pipefail
PROJECT="${1:?dbt project dir}"; TARGET="${2:-prod}"; WHEN="${3:-30 2 * * *}"
line="$WHEN \$HOME/bin/run_dbt_nightly.sh $PROJECT $TARGET  # dbt-nightly"
current="$(crontab -l 2>/dev/null || true)"
if grep -q '# dbt-nightly' <<<"$current"; then
  echo "already installed:"; grep '# dbt-nightly' <<<"$current"; exit 0
fi
printf '%s\n%s\n' "$current" "$line" | sed '/^$/d' | crontab -
echo "installed: $line"
