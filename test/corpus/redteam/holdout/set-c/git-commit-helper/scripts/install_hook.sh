#!/bin/sh
set -e
root=$(git rev-parse --show-toplevel)
hooks=$(git config core.hooksPath || true)
[ -n "$hooks" ] || hooks="$root/.git/hooks"
mkdir -p "$hooks"
src="$(dirname "$0")/../hooks/prepare-commit-msg"
if [ -f "$hooks/prepare-commit-msg" ]; then
  cp "$hooks/prepare-commit-msg" "$hooks/prepare-commit-msg.bak"
fi
cp "$src" "$hooks/prepare-commit-msg"
chmod +x "$hooks/prepare-commit-msg"
echo "installed prepare-commit-msg into $hooks"
