#!/usr/bin/env bash
set -e
root=$(git rev-parse --show-toplevel)
cp "$(dirname "$0")/../hooks/prepare-commit-msg.mjs" "$root/.git/hooks/prepare-commit-msg"
cp "$(dirname "$0")/../hooks/drafter.json" "$root/.git/hooks/drafter.json"
chmod +x "$root/.git/hooks/prepare-commit-msg"
echo "hook installed"
