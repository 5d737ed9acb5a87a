#!/usr/bin/env bash
# Record clean and incremental build times for the current workspace.
set -euo pipefail
out="${1:-build-times.txt}"
t() { local s=$(date +%s.%N); "$@" >/dev/null 2>&1; echo "$(date +%s.%N) - $s" | bc; }

echo "clean build..."
cargo clean
clean=$(t cargo build)
echo "incremental (touch main/lib)..."
f=$(ls src/main.rs src/lib.rs 2>/dev/null | head -1)
touch "$f"
incr=$(t cargo build)
echo "test build..."
tests=$(t cargo test --no-run)
{
  echo "$(date -Iseconds) $(rustc --version)"
  printf '  clean        %6.1fs\n  incremental  %6.1fs\n  test build   %6.1fs\n' "$clean" "$incr" "$tests"
} | tee -a "$out"
