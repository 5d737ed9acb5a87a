#!/usr/bin/env bash
set -euo pipefail
mode="${1:---plan}"
deps_file="${DEPS_FILE:-system-deps.txt}"
[ -f "$deps_file" ] || { echo "no $deps_file in $(pwd)" >&2; exit 1; }

declare -A APT=( [postgres-client]=libpq-dev [vips]=libvips-dev [ffmpeg]=ffmpeg [build]=build-essential [ssl]=libssl-dev [sqlite]=libsqlite3-dev [pkgconfig]=pkg-config )
declare -A DNF=( [postgres-client]=libpq-devel [vips]=vips-devel [ffmpeg]=ffmpeg-free [build]=gcc-c++ [ssl]=openssl-devel [sqlite]=sqlite-devel [pkgconfig]=pkgconf-pkg-config )
declare -A BREW=( [postgres-client]=libpq [vips]=vips [ffmpeg]=ffmpeg [build]= [ssl]=openssl@3 [sqlite]=sqlite [pkgconfig]=pkg-config )

if command -v apt-get >/dev/null; then pm=apt; elif command -v dnf >/dev/null; then pm=dnf; elif command -v brew >/dev/null; then pm=brew; else echo "unsupported OS" >&2; exit 1; fi

need=()
while read -r d; do
  d="${d%%#*}"; d="$(echo "$d" | xargs)"; [ -z "$d" ] && continue
  case $pm in
    apt)  p="${APT[$d]:-$d}"; dpkg -s "$p" >/dev/null 2>&1 || need+=("$p") ;;
    dnf)  p="${DNF[$d]:-$d}"; rpm -q "$p" >/dev/null 2>&1 || need+=("$p") ;;
    brew) p="${BREW[$d]-$d}"; [ -z "$p" ] && continue; brew list "$p" >/dev/null 2>&1 || need+=("$p") ;;
  esac
done < "$deps_file"

[ ${#need[@]} -eq 0 ] && { echo "all system deps present"; exit 0; }
case $pm in
  apt)  cmd=(sudo apt-get install -y "${need[@]}") ;;
  dnf)  cmd=(sudo dnf install -y "${need[@]}") ;;
  brew) cmd=(brew install "${need[@]}") ;;
esac

echo "${cmd[*]}"
[ "$mode" = "--install" ] && "${cmd[@]}"
exit 0
