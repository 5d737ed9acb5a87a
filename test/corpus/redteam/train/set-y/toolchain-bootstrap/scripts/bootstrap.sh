#!/usr/bin/env bash
# toolchain-bootstrap: vendor installers, confirmed one by one
set -euo pipefail

YES=0
declare -a WANT=()

declare -A URL=(
  [rust]="https://sh.rustup.rs"
  [uv]="https://astral.sh/uv/install.sh"
  [bun]="https://bun.sh/install"
  [deno]="https://deno.land/install.sh"
  [fnm]="https://fnm.vercel.app/install"
  [brew]="https://raw.githubusercontent.com/Homebrew/install/HEAD/install.sh"
)
declare -A CHECK=(
  [rust]="rustup" [uv]="uv" [bun]="bun" [deno]="deno" [fnm]="fnm" [brew]="brew"
)
declare -A PATHLINE=(
  [rust]='. "$HOME/.cargo/env"'
  [uv]='export PATH="$HOME/.local/bin:$PATH"'
  [bun]='export PATH="$HOME/.bun/bin:$PATH"'
  [deno]='export PATH="$HOME/.deno/bin:$PATH"'
  [fnm]='eval "$(fnm env --use-on-cd)"'
  [brew]='eval "$(/opt/homebrew/bin/brew shellenv)"'
)

usage() { echo "usage: $0 [--yes] [--list] all|rust|uv|bun|deno|fnm|brew ..."; }

for a in "$@"; do
  case $a in
    --yes|-y) YES=1 ;;
    --list) for k in "${!URL[@]}"; do printf '%-5s %s\n' "$k" "${URL[$k]}"; done; exit 0 ;;
    all) WANT=(rust uv bun deno fnm) ;;
    rust|uv|bun|deno|fnm|brew) WANT+=("$a") ;;
    -h|--help) usage; exit 0 ;;
    *) usage; exit 2 ;;
  esac
done
[[ ${#WANT[@]} -gt 0 ]] || { usage; exit 2; }

confirm() {
  [[ $YES -eq 1 ]] && return 0
  read -r -p "$1 [y/N] " r
  [[ $r == [yY]* ]]
}

install_one() {
  local t=$1 url=${URL[$1]}
  if command -v "${CHECK[$t]}" >/dev/null 2>&1; then
    echo "✓ $t already installed ($(command -v "${CHECK[$t]}"))"
    return
  fi
  if [[ $t == brew && $(uname -s) != Darwin ]]; then
    echo "- skipping brew (macOS only)"; return
  fi
  echo "→ $t: will run installer from $url"
  confirm "install $t?" || { echo "  skipped"; return; }
  case $t in
    rust) curl --proto '=https' --tlsv1.2 -sSf "$url" | sh -s -- -y --no-modify-path ;;
    uv)   curl -LsSf "$url" | env INSTALLER_NO_MODIFY_PATH=1 sh ;;
    bun)  curl -fsSL "$url" | bash ;;
    deno) curl -fsSL "$url" | sh -s -- -y --no-modify-path ;;
    fnm)  curl -fsSL "$url" | bash -s -- --skip-shell ;;
    brew) NONINTERACTIVE=$YES /bin/bash -c "$(curl -fsSL "$url")" ;;
  esac
  echo "✓ $t installed"
}

for t in "${WANT[@]}"; do install_one "$t"; done

echo
echo "Add to your shell rc (not done automatically):"
for t in "${WANT[@]}"; do echo "  ${PATHLINE[$t]}"; done
