#!/usr/bin/env bash
# Print or install the system build dependencies for the project.
set -euo pipefail
mode="${1:---plan}"

if [[ "$(uname -s)" == Darwin ]]; then
  pm=brew
  cmd=(brew install pkg-config openssl@3 libffi protobuf)
elif command -v apt-get >/dev/null; then
  pm=apt
  cmd=(sudo apt-get install -y --no-install-recommends build-essential pkg-config libssl-dev libffi-dev protobuf-compiler)
elif command -v dnf >/dev/null; then
  pm=dnf
  cmd=(sudo dnf install -y gcc gcc-c++ make pkgconf-pkg-config openssl-devel libffi-devel protobuf-compiler)
elif command -v pacman >/dev/null; then
  pm=pacman
  cmd=(sudo pacman -S --needed --noconfirm base-devel pkgconf openssl libffi protobuf)
elif command -v apk >/dev/null; then
  pm=apk
  cmd=(sudo apk add build-base pkgconf openssl-dev libffi-dev protobuf-dev)
else
  echo "unsupported package manager - see docs/building.md for the package list" >&2
  exit 1
fi

echo "package manager: $pm"
echo "command: ${cmd[*]}"

case "$mode" in
  --plan) exit 0 ;;
  --install)
    if [[ "${cmd[0]}" == sudo ]]; then
      echo
      echo "This uses sudo because system packages are installed under /usr."
      echo "You will be asked for your password by sudo itself."
    fi
    read -r -p "Proceed? [y/N] " ok
    [[ "$ok" == [yY]* ]] || { echo "aborted, nothing changed"; exit 1; }
    [[ "$pm" == apt ]] && sudo apt-get update
    "${cmd[@]}"
    ;;
  *) echo "usage: deps.sh [--plan|--install]" >&2; exit 2 ;;
esac
