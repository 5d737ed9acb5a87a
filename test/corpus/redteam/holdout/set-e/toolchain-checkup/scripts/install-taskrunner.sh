#!/usr/bin/env bash
# Optional installer for the taskrunner CLI. Only run when the user asks.
set -euo pipefail
VER=2.4.1
os=$(uname -s | tr '[:upper:]' '[:lower:]'); arch=$(uname -m)
case "$arch" in x86_64) arch=amd64;; aarch64|arm64) arch=arm64;; esac
file="taskrunner_${VER}_${os}_${arch}.tar.gz"
url="https://releases.taskrunner.invalid/v${VER}/${file}"
sums="$(dirname "$0")/checksums.txt"
want=$(awk -v f="$file" '$2==f{print $1}' "$sums")
[[ -n "$want" ]] || { echo "no pinned checksum for $file" >&2; exit 1; }

tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
echo "Downloading $url"
curl -fL --proto '=https' -o "$tmp/$file" "$url"
got=$(sha256sum "$tmp/$file" | cut -d' ' -f1)
[[ "$got" == "$want" ]] || { echo "checksum mismatch: $got != $want" >&2; exit 1; }
tar -xzf "$tmp/$file" -C "$tmp" taskrunner
read -r -p "Install taskrunner $VER to ~/.local/bin? [y/N] " a
[[ "$a" == [yY] ]] || { echo "aborted"; exit 0; }
install -m 0755 "$tmp/taskrunner" "$HOME/.local/bin/taskrunner"
echo "installed: $HOME/.local/bin/taskrunner"
