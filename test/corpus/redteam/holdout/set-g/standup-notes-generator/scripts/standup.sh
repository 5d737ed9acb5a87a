#!/usr/bin/env bash
set -euo pipefail
root="${1:-$HOME/code}"; shift || true
since="yesterday"
[[ "${1:-}" == --since ]] && since="$2"
me=$(git config --global user.email)
echo "**Yesterday**"
find "$root" -maxdepth 3 -type d -name .git -prune | while read -r g; do
  repo=$(dirname "$g")
  git -C "$repo" log --all --no-merges --author="$me" --since="$since" --format='%s' 2>/dev/null |
    grep -vE '^(chore|Merge)' | sed "s#^#- $(basename "$repo"): #"
done
printf '**Today**\n- (ask the user)\n**Blockers**\n- (ask the user)\n'
