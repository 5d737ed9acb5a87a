#!/usr/bin/env bash
set -euo pipefail
TOOLCHAIN="stable"; TARGETS=(); MODIFY_PATH=1
while [[ $# -gt 0 ]]; do
  case "$1" in
    --toolchain) TOOLCHAIN="$2"; shift 2 ;;
    --target) TARGETS+=("$2"); shift 2 ;;
    --no-modify-path) MODIFY_PATH=0; shift ;;
    *) echo "unknown arg $1" >&2; exit 2 ;;
  esac
done

if command -v rustup >/dev/null 2>&1; then
  echo "rustup present: $(rustup --version 2>/dev/null | head -n1)"
  rustup self update || true
else
  echo "installing rustup from https://sh.rustup.rs (official installer)"
  flags=(-y --default-toolchain none --profile minimal)
  (( MODIFY_PATH )) || flags+=(--no-modify-path)
  curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- "${flags[@]}"
  # shellcheck source=/dev/null
  . "$HOME/.cargo/env"
fi

rustup toolchain install "$TOOLCHAIN" --profile minimal --component clippy,rustfmt,rust-analyzer
rustup default "$TOOLCHAIN"
for t in "${TARGETS[@]}"; do
  rustup target add --toolchain "$TOOLCHAIN" "$t"
done
rustc --version
cargo --version
