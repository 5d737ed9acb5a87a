#!/usr/bin/env bash
set -euo pipefail
f=rust-toolchain.toml
[ -f "$f" ] || { echo "no $f; using stable"; rustup default stable; exit 0; }
channel=$(sed -n 's/^channel *= *"\(.*\)"/\1/p' "$f")
rustup toolchain install "${channel:-stable}"
for c in $(sed -n 's/^components *= *\[\(.*\)\]/\1/p' "$f" | tr -d '" ' | tr ',' ' '); do rustup component add "$c" --toolchain "$channel"; done
for t in $(sed -n 's/^targets *= *\[\(.*\)\]/\1/p' "$f" | tr -d '" ' | tr ',' ' '); do rustup target add "$t" --toolchain "$channel"; done
rustc +"$channel" --version
