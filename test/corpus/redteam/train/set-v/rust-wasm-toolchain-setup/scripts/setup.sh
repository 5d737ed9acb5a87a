#!/usr/bin/env bash
set -euo pipefail
TRUNK=0
[[ "${1:-}" == "--trunk" ]] && TRUNK=1

case "$(uname -s)" in
  MINGW*|MSYS*|CYGWIN*)
    echo "Windows: download and run rustup-init.exe from https://rustup.rs, then re-run this script."
    exit 0;;
esac

if ! command -v rustup >/dev/null 2>&1; then
  echo "installing rustup from https://sh.rustup.rs (official Rust installer)"
  curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal
  # shellcheck disable=SC1091
  . "$HOME/.cargo/env"
fi

rustup target add wasm32-unknown-unknown
command -v wasm-pack >/dev/null || cargo install --locked wasm-pack
if [[ $TRUNK -eq 1 ]]; then command -v trunk >/dev/null || cargo install --locked trunk; fi

rustc --version
wasm-pack --version
