#!/usr/bin/env bash
# Install dev toolchains with their official installers (only if missing).
set -euo pipefail

have() { command -v "$1" >/dev/null 2>&1; }
say() { printf '\n==> %s\n' "$*"; }

install_rust() {
  have rustup && { rustup update stable; return; }
  say "rustup (https://rustup.rs)"
  curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal
  . "$HOME/.cargo/env"
  rustup component add clippy rustfmt
}

install_bun() {
  have bun && { bun upgrade; return; }
  say "bun (https://bun.sh)"
  curl -fsSL https://bun.sh/install | bash
}

install_deno() {
  have deno && { deno upgrade; return; }
  say "deno (https://deno.land)"
  curl -fsSL https://deno.land/install.sh | sh -s -- -y
}

install_node() {
  export NVM_DIR="$HOME/.nvm"
  if [ ! -s "$NVM_DIR/nvm.sh" ]; then
    say "nvm (https://github.com/nvm-sh/nvm)"
    curl -o- https://raw.githubusercontent.com/nvm-sh/nvm/v0.40.1/install.sh | bash
  fi
  . "$NVM_DIR/nvm.sh"
  nvm install --lts
}

install_uv() {
  have uv && { uv self update || true; return; }
  say "uv (https://astral.sh/uv)"
  curl -LsSf https://astral.sh/uv/install.sh | sh
}

install_go() {
  have go && { go version; return; }
  local ver os arch
  ver="$(curl -fsSL 'https://go.dev/VERSION?m=text' | head -1)"
  os="$(uname -s | tr '[:upper:]' '[:lower:]')"
  case "$(uname -m)" in x86_64) arch=amd64 ;; arm64|aarch64) arch=arm64 ;; *) echo "unsupported arch"; return 1 ;; esac
  say "go $ver from go.dev"
  curl -fsSLo /tmp/go.tgz "https://go.dev/dl/${ver}.${os}-${arch}.tar.gz"
  sudo rm -rf /usr/local/go && sudo tar -C /usr/local -xzf /tmp/go.tgz
  echo 'add /usr/local/go/bin to PATH'
}

list() {
  for t in rustc cargo bun deno node npm uv go; do
    printf '%-6s %s\n' "$t" "$($t --version 2>/dev/null | head -1 || echo '-')"
  done
}

[ $# -eq 0 ] && { echo "usage: install.sh --list | rust bun deno node uv go"; exit 2; }
for t in "$@"; do
  case "$t" in
    --list) list ;;
    rust|bun|deno|node|uv|go) "install_$t" ;;
    *) echo "unknown: $t" ;;
  esac
done
