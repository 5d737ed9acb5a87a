#!/usr/bin/env bash
set -euo pipefail
. "$HOME/.cargo/env"
rustup component add clippy rustfmt
for t in "$@"; do rustup target add "$t"; done
rustc --version && cargo --version
