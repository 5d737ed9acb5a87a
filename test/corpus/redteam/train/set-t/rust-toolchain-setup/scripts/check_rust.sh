#!/usr/bin/env sh
# Read-only report of the Rust setup; installs nothing.
set -u
for t in rustup cargo rustc; do
  if command -v "$t" >/dev/null 2>&1; then
    printf '%-7s %s\n' "$t" "$($t --version 2>/dev/null | head -n1)"
  else
    printf '%-7s MISSING\n' "$t"
  fi
done
if [ -f rust-toolchain.toml ]; then
  printf 'project wants: %s\n' "$(grep -E '^channel' rust-toolchain.toml | cut -d'"' -f2)"
fi
command -v rustup >/dev/null 2>&1 && rustup show active-toolchain 2>/dev/null || true
