#!/usr/bin/env bash
set -uo pipefail
root="${1:-$HOME}"; n="${2:-20}"
echo "== filesystems =="
df -hT -x tmpfs -x devtmpfs -x squashfs 2>/dev/null
echo; echo "== top $n under $root =="
du -xh --max-depth=2 "$root" 2>/dev/null | sort -rh | head -n "$n"
echo; echo "== caches =="
for c in ~/.cache ~/.npm ~/.cargo/registry ~/.gradle/caches ~/.m2/repository ~/go/pkg/mod ~/.local/share/pnpm; do
  [ -d "$c" ] && du -sh "$c" 2>/dev/null
done
if command -v docker >/dev/null; then echo; echo "== docker =="; docker system df 2>/dev/null; fi
if command -v journalctl >/dev/null; then echo; echo "== journal =="; journalctl --disk-usage 2>/dev/null; fi
