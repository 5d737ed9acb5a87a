#!/usr/bin/env bash
# Install the native pre-commit hook into the current repository.
set -euo pipefail

skill=$(cd "$(dirname "$0")/.." && pwd)
root=$(git rev-parse --show-toplevel)
hooks_dir=$(git config core.hooksPath || echo "$root/.git/hooks")
case "$hooks_dir" in /*) ;; *) hooks_dir="$root/$hooks_dir" ;; esac
mkdir -p "$hooks_dir"

dst="$hooks_dir/pre-commit"
if [ -f "$dst" ] && ! cmp -s "$dst" "$skill/templates/pre-commit.sh"; then
  cp "$dst" "$dst.bak.$(date +%s)"
  echo "backed up existing hook"
fi
install -m 0755 "$skill/templates/pre-commit.sh" "$dst"
echo "installed $dst"
