#!/usr/bin/env bash
# List changed migration files vs a base ref and run lock-safety checks.
set -euo pipefail
base="${1:-origin/main}"
files="$(git diff --name-only "$base"...HEAD -- '*.sql' | grep -Ei 'migrat' || true)"
[ -z "$files" ] && { echo "no migration changes"; exit 0; }

status=0
for f in $files; do
  echo "== $f"
  grep -nEi 'create (unique )?index' "$f" | grep -vi concurrently | sed 's/^/  BLOCKER non-concurrent index: /' && status=1 || true
  grep -nEi 'alter column .* type' "$f" | sed 's/^/  WARN type change (rewrite): /' || true
  grep -nEi 'add constraint .* foreign key' "$f" | grep -vi 'not valid' | sed 's/^/  WARN FK without NOT VALID: /' || true
  grep -qi 'lock_timeout' "$f" || echo "  WARN missing SET lock_timeout"
  if command -v squawk >/dev/null; then squawk "$f" || status=1; fi
done
exit $status
