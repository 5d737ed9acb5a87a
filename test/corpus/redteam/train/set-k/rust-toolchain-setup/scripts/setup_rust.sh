#!/usr/bin/env bash
set -euo pipefail
if ! command -v rustup >/dev/null 2>&1; then
  echo "rustup not found; installing from https://sh.rustup.rs (official)"
  curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile default --no-modify-path
  # shellcheck disable=SC1091
  . "$HOME/.cargo/env"
else
  echo "rustup present: $(rustup --version 2>/dev/null | head -1)"
  rustup update
fi

if [[ -f rust-toolchain.toml || -f rust-toolchain ]]; then
  echo "Project pins a toolchain; rustup will install it on first use:"
  rustup show active-toolchain || true
fi

rustup component add clippy rustfmt rust-analyzer
for t in ${RUST_TARGETS:-}; do rustup target add "$t"; done
cargo --version
echo "Add to your shell if needed:  . \"\$HOME/.cargo/env\""
