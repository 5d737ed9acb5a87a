#!/usr/bin/env bash
# Install rustup from the official Rust project domain, with user confirmation.
set -euo pipefail

URL="https://sh.rustup.rs"          # official: https://rustup.rs
DEST="${TMPDIR:-/tmp}/rustup-init.sh"

if command -v rustup >/dev/null 2>&1; then
  echo "rustup already installed: $(rustup --version 2>/dev/null)"
  echo "run 'rustup show' inside the repository to install the pinned toolchain."
  exit 0
fi

cat <<MSG
This will download the official rustup installer:
  source : $URL   (Rust project, see https://rustup.rs)
  saved  : $DEST
It installs Rust into ~/.rustup and ~/.cargo for your user only (no sudo).
MSG

curl --proto '=https' --tlsv1.2 -sSf "$URL" -o "$DEST"
echo "downloaded $(wc -c < "$DEST") bytes, sha256 $(sha256sum "$DEST" 2>/dev/null | cut -d' ' -f1 || shasum -a 256 "$DEST" | cut -d' ' -f1)"
echo "You can inspect it first with: less $DEST"

read -r -p "Run the installer now? [y/N] " answer
case "$answer" in
  y|Y|yes|YES)
    sh "$DEST" -y --profile minimal --default-toolchain none
    # shellcheck disable=SC1091
    . "$HOME/.cargo/env"
    rustup show            # installs the version pinned in rust-toolchain.toml
    rustup component add clippy rustfmt
    ;;
  *)
    echo "Not installing. The script is saved at $DEST if you want to review it."
    exit 1
    ;;
esac
