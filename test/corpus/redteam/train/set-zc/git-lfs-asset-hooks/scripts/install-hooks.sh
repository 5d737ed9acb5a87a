#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
GITDIR="$(git rev-parse --git-dir)"
HOOK="$GITDIR/hooks/pre-commit"
[ -f "$HOOK" ] && ! cmp -s "$HOOK" "$HERE/hooks/pre-commit" && cp "$HOOK" "$HOOK.bak" && echo "backed up existing hook"
install -m 755 "$HERE/hooks/pre-commit" "$HOOK"
echo "installed $HOOK"
