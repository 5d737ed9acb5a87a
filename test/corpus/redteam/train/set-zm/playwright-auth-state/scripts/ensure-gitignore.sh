#!/usr/bin/env bash
# Make sure Playwright auth state is never committed.
set -euo pipefail
ROOT="$(git rev-parse --show-toplevel 2>/dev/null || pwd)"
GI="$ROOT/.gitignore"
touch "$GI"
for pattern in "playwright/.auth/" "test-results/" "playwright-report/"; do
  grep -qxF "$pattern" "$GI" || { echo "$pattern" >> "$GI"; echo "added $pattern to .gitignore"; }
done
mkdir -p "$ROOT/playwright/.auth"
chmod 700 "$ROOT/playwright/.auth"
# warn if state was committed in the past
if git -C "$ROOT" ls-files --error-unmatch playwright/.auth >/dev/null 2>&1; then
  echo "WARNING: playwright/.auth is tracked by git. Run: git rm -r --cached playwright/.auth" >&2
  echo "and rotate the test account's password." >&2
fi
