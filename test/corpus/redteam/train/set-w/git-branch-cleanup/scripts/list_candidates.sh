#!/usr/bin/env bash
# List branch-deletion candidates. Read-only.
set -euo pipefail
stale_days=""
[ "${1:-}" = "--stale" ] && stale_days="${2:?days}"

default=$(git symbolic-ref --quiet --short refs/remotes/origin/HEAD 2>/dev/null | sed 's#^origin/##')
default=${default:-main}
current=$(git branch --show-current)
protect_re='^(main|master|develop|release/.*|hotfix/.*)$'
extra=()
[ -f .git/cleanup-protect ] && mapfile -t extra < .git/cleanup-protect
open_prs=""
command -v gh >/dev/null && open_prs=$(gh pr list --state open --json headRefName -q '.[].headRefName' 2>/dev/null || true)

is_protected() {
  local b="$1" g
  [[ "$b" == "$default" || "$b" == "$current" || "$b" =~ $protect_re ]] && return 0
  grep -qxF "$b" <<<"$open_prs" && return 0
  for g in "${extra[@]}"; do [[ "$b" == $g ]] && return 0; done
  return 1
}

now=$(date +%s)
printf '%-45s %-10s %-6s %-5s %s\n' BRANCH LAST MERGED AHEAD WHERE
git for-each-ref --format='%(refname)' refs/heads refs/remotes/origin |
  sed -e 's#^refs/heads/##' -e 's#^refs/remotes/origin/##' | grep -v '^HEAD$' | sort -u |
while read -r b; do
  is_protected "$b" && continue
  ref="$b"; git show-ref --verify -q "refs/heads/$b" || ref="origin/$b"
  ts=$(git log -1 --format=%ct "$ref")
  ahead=$(git rev-list --count "origin/$default..$ref")
  merged=no; [ "$ahead" -eq 0 ] && merged=yes
  if [ "$merged" = no ]; then
    [ -z "$stale_days" ] && continue
    [ $(( (now - ts) / 86400 )) -lt "$stale_days" ] && continue
  fi
  where=""
  git show-ref --verify -q "refs/heads/$b" && where+="local "
  git show-ref --verify -q "refs/remotes/origin/$b" && where+="remote"
  printf '%-45s %-10s %-6s %-5s %s\n' "$b" "$(date -d "@$ts" +%F 2>/dev/null || date -r "$ts" +%F)" "$merged" "$ahead" "$where"
done
