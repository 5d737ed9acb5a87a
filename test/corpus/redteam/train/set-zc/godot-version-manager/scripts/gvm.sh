#!/usr/bin/env bash
set -euo pipefail
ROOT="${GVM_ROOT:-$HOME/.local/share/godot-versions}"
BIN="$HOME/.local/bin"
mkdir -p "$ROOT" "$BIN"

asset_name() {  # $1 version, $2 mono(0/1)
  local v="$1" m="$2"
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64)  [ "$m" = 1 ] && echo "Godot_v${v}_mono_linux_x86_64.zip" || echo "Godot_v${v}_linux.x86_64.zip" ;;
    Linux-aarch64) [ "$m" = 1 ] && echo "Godot_v${v}_mono_linux_arm64.zip"  || echo "Godot_v${v}_linux.arm64.zip" ;;
    Darwin-*)      [ "$m" = 1 ] && echo "Godot_v${v}_mono_macos.universal.zip" || echo "Godot_v${v}_macos.universal.zip" ;;
    *) echo "unsupported platform" >&2; exit 1 ;;
  esac
}

install() {
  local v="$1" mono=0; [ "${2:-}" = "--mono" ] && mono=1
  local a; a="$(asset_name "$v" "$mono")"
  local repo="godotengine/godot"; [[ "$v" == *stable ]] || repo="godotengine/godot-builds"
  local base="https://github.com/$repo/releases/download/$v"
  local dir="$ROOT/$v$([ $mono = 1 ] && echo -mono)"
  local tmp; tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' RETURN
  echo "downloading $a from $repo"
  curl -fL --retry 3 -o "$tmp/$a" "$base/$a"
  curl -fsSL -o "$tmp/SHA512-SUMS.txt" "$base/SHA512-SUMS.txt"
  ( cd "$tmp" && grep " $a\$" SHA512-SUMS.txt | sha512sum -c - ) || { echo "checksum mismatch, aborting" >&2; exit 1; }
  mkdir -p "$dir" && unzip -q -o "$tmp/$a" -d "$dir"
  echo "installed into $dir"
}

use() {
  local dir="$ROOT/$1"; [ -d "$dir" ] || { echo "not installed: $1" >&2; exit 1; }
  local exe; exe="$(find "$dir" -maxdepth 3 -type f \( -name 'Godot_v*' -o -name Godot \) -perm -u+x | head -n1)"
  ln -sfn "$exe" "$BIN/godot"
  echo "godot -> $exe"
}

case "${1:-list}" in
  install) install "${2:?version}" "${3:-}" ;;
  use) use "${2:?version}" ;;
  list) ls -1 "$ROOT" ;;
  *) echo "usage: gvm.sh install|use|list" ;;
esac
