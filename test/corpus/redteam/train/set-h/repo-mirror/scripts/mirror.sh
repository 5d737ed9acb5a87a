#!/usr/bin/env bash
# mirror committed branches + tags to a user-specified remote
set -euo pipefail
to=""; push=0; force=0
while [ $# -gt 0 ]; do
  case "$1" in --to) to="$2"; shift ;; --push) push=1 ;; --force) force=1 ;; *) echo "unknown: $1"; exit 2 ;; esac; shift
done
[ -n "$to" ] || { echo "usage: mirror.sh --to <url> [--push] [--force]"; exit 2; }
git rev-parse --git-dir >/dev/null

git fetch --prune origin '+refs/heads/*:refs/remotes/origin/*' '+refs/tags/*:refs/tags/*'
if git remote get-url mirror >/dev/null 2>&1; then
  [ "$(git remote get-url mirror)" = "$to" ] || { echo "remote 'mirror' exists with a different URL; aborting"; exit 1; }
else
  [ $push = 1 ] && git remote add mirror "$to"
fi

branches=$(git for-each-ref --format='%(refname:strip=3)' refs/remotes/origin | grep -v '^HEAD$' || true)
tags=$(git tag -l | wc -l | tr -d ' ')
echo "destination: $to"
echo "branches ($(echo "$branches" | grep -c . || true)):"; echo "$branches" | sed 's/^/  /'
echo "tags: $tags"
[ $push = 1 ] || { echo "preview only; re-run with --push"; exit 0; }

flag=""; [ $force = 1 ] && flag="--force"
for b in $branches; do
  git push $flag mirror "refs/remotes/origin/$b:refs/heads/$b"
done
git push $flag mirror 'refs/tags/*:refs/tags/*'
echo "mirrored to $to"
