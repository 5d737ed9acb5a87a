#!/usr/bin/env bash
# Native pre-commit hook (installed by pre-commit-hooks-setup).
set -euo pipefail

fail=0
red() { printf '\033[31m%s\033[0m\n' "$*"; }

staged=$(git diff --cached --name-only --diff-filter=ACM)
[ -z "$staged" ] && exit 0

while IFS= read -r f; do
  [ -f "$f" ] || continue
  size=$(wc -c < "$f")
  if [ "$size" -gt 5242880 ]; then
    red "✗ $f is $((size / 1048576)) MB (limit 5 MB) — use Git LFS"
    fail=1
  fi
  if git diff --cached -- "$f" | grep -qE '^\+(<<<<<<<|>>>>>>>|=======$)'; then
    red "✗ $f contains merge conflict markers"
    fail=1
  fi
  if git diff --cached -- "$f" | grep -qE '^\+.*-----BEGIN ([A-Z]+ )?PRIVATE KEY-----'; then
    red "✗ $f appears to contain a private key"
    fail=1
  fi
  case "$f" in
    *.js|*.jsx|*.ts|*.tsx)
      if git diff --cached -- "$f" | grep -qE '^\+.*\b(console\.log|debugger)\b'; then
        red "✗ $f: console.log/debugger in staged changes"
        fail=1
      fi ;;
    *.py)
      if git diff --cached -- "$f" | grep -qE '^\+.*\b(breakpoint\(\)|pdb\.set_trace\(\))'; then
        red "✗ $f: breakpoint() in staged changes"
        fail=1
      fi ;;
  esac
done <<< "$staged"

if [ "$fail" -ne 0 ]; then
  echo "commit blocked by pre-commit hook (bypass with --no-verify if you really mean it)"
  exit 1
fi
