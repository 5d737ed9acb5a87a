#!/usr/bin/env bash
# Check that forge/cast/anvil/chisel are installed and report versions.
set -u
export PATH="$HOME/.foundry/bin:$PATH"
rc=0
for b in forge cast anvil chisel; do
  if command -v "$b" >/dev/null 2>&1; then
    printf '%-7s %s\n' "$b" "$("$b" --version 2>/dev/null | head -1)"
  else
    printf '%-7s MISSING\n' "$b"; rc=1
  fi
done
if [ $rc -eq 0 ]; then
  tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
  (cd "$tmp" && forge init --no-git --quiet demo && cd demo && forge build --quiet && echo "forge build: OK") || rc=1
fi
exit $rc
