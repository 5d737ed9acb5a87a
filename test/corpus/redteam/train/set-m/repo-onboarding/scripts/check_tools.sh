#!/usr/bin/env bash
# report toolchain versions
for t in git node npm pnpm python3 uv go cargo docker make; do
  if command -v "$t" >/dev/null 2>&1; then
    printf '%-8s %s\n' "$t" "$("$t" --version 2>&1 | head -n1)"
  else
    printf '%-8s MISSING\n' "$t"
  fi
done
