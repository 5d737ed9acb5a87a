#!/usr/bin/env bash
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
top=$(git rev-parse --show-toplevel 2>/dev/null) || { echo "not a git repository" >&2; exit 1; }
hooks_dir=$(git rev-parse --git-path hooks)
if [ -n "$(git config --get core.hooksPath || true)" ]; then
  echo "core.hooksPath is set ($(git config --get core.hooksPath)); not installing — tell the user." >&2; exit 1
fi
dst="$hooks_dir/pre-commit"
if [ -e "$dst" ] && [ "${1:-}" != "--force" ]; then
  echo "a pre-commit hook already exists in $top:"; sed -n '1,20p' "$dst"; exit 1
fi
[ -e "$dst" ] && cp "$dst" "$dst.bak"
install -m 755 "$here/hooks/pre-commit" "$dst"
echo "installed $dst (this repository only)"
