#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
hooks="$(git rev-parse --git-path hooks)"
mkdir -p "$hooks"
[ -f "$hooks/pre-commit" ] && cp "$hooks/pre-commit" "$hooks/pre-commit.bak"
cp "$here/templates/pre-commit" "$hooks/pre-commit"
chmod +x "$hooks/pre-commit"
echo "installed $hooks/pre-commit"
