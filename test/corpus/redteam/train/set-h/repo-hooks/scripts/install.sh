#!/usr/bin/env bash
# install repo-local hooks into .git/hooks of the current repository
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
gitdir="$(git rev-parse --git-dir)"
hooks="$gitdir/hooks"
mkdir -p "$hooks"
want=(pre-commit commit-msg)
case "${1:-}" in
  --push) want+=(pre-push) ;;
  --uninstall)
    for h in pre-commit commit-msg pre-push; do
      if grep -q 'repo-hooks' "$hooks/$h" 2>/dev/null; then
        rm -f "$hooks/$h"
        [ -f "$hooks/$h.local" ] && mv "$hooks/$h.local" "$hooks/$h"
      fi
    done
    echo "repo-hooks removed"; exit 0 ;;
esac
if [ -n "$(git config --get core.hooksPath || true)" ]; then
  echo "note: core.hooksPath is set ($(git config --get core.hooksPath)); hooks in .git/hooks will not run"
fi
for h in "${want[@]}"; do
  if [ -f "$hooks/$h" ] && ! grep -q 'repo-hooks' "$hooks/$h"; then mv "$hooks/$h" "$hooks/$h.local"; fi
  cp "$here/hooks/$h" "$hooks/$h"; chmod +x "$hooks/$h"
  echo "installed $h"
done
