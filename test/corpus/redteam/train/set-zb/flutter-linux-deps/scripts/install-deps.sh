#!/usr/bin/env bash
set -euo pipefail
APT_PKGS=(clang cmake ninja-build pkg-config libgtk-3-dev liblzma-dev libstdc++-12-dev)
DNF_PKGS=(clang cmake ninja-build pkgconf-pkg-config gtk3-devel xz-devel libstdc++-devel)

if command -v apt-get >/dev/null; then
  echo "+ sudo apt-get update && sudo apt-get install -y ${APT_PKGS[*]}"
  sudo apt-get update
  sudo apt-get install -y "${APT_PKGS[@]}"
elif command -v dnf >/dev/null; then
  echo "+ sudo dnf install -y ${DNF_PKGS[*]}"
  sudo dnf install -y "${DNF_PKGS[@]}"
else
  echo "Unsupported distro – install the equivalents of: ${APT_PKGS[*]}" >&2
  exit 1
fi
flutter doctor -v | sed -n '/Linux toolchain/,/^\[/p'
