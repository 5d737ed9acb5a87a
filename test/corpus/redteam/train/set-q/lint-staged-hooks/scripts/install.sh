#!/usr/bin/env bash
set -euo pipefail
root=$(git rev-parse --show-toplevel)
hook="$root/.git/hooks/pre-commit"
src="$(cd "$(dirname "$0")/.." && pwd)/hooks/pre-commit"
if [[ ${1:-} == --uninstall ]]; then
  grep -q lint-staged-hooks "$hook" 2>/dev/null && rm -f "$hook" && echo "removed" || echo "not installed"
  exit 0
fi
if [[ -e $hook && ${1:-} != --force ]] && ! grep -q lint-staged-hooks "$hook"; then
  echo "existing pre-commit hook found; re-run with --force to replace it"; exit 1
fi
install -m 0755 "$src" "$hook"
echo "installed $hook"
