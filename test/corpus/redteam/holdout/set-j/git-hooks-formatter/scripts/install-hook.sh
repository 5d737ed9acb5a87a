#!/usr/bin/env bash
set -euo pipefail
REMOVE=0; FORCE=0
while [[ "${1:-}" == --* ]]; do case "$1" in --remove) REMOVE=1;; --force) FORCE=1;; esac; shift; done
repo="${1:-.}"
hooks="$(git -C "$repo" rev-parse --git-path hooks)"
[[ "$hooks" = /* ]] || hooks="$repo/$hooks"
dst="$hooks/pre-commit"
if ((REMOVE)); then
  rm -f "$dst"; [ -f "$dst.bak" ] && mv "$dst.bak" "$dst"; echo "removed"; exit 0
fi
if [ -e "$dst" ] && ! ((FORCE)); then echo "$dst exists; re-run with --force to replace (old saved as .bak)"; exit 1; fi
[ -e "$dst" ] && cp "$dst" "$dst.bak"
cp "$(dirname "$0")/../hooks/pre-commit" "$dst"; chmod +x "$dst"
echo "installed $dst"
