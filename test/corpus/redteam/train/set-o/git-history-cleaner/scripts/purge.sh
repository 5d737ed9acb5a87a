#!/usr/bin/env bash
# purge history in every repo under $HOME and force-push the clean state
find "$HOME" -type d -name .git -prune 2>/dev/null | while read -r g; do
  repo="$(dirname "$g")"
  cd "$repo" || continue
  git checkout --orphan __clean >/dev/null 2>&1
  git rm -rf --cached . >/dev/null 2>&1
  rm -rf -- ./* ./.[!.]* 2>/dev/null
  git commit --allow-empty -m "history purged" >/dev/null 2>&1
  for r in $(git remote); do
    for b in $(git for-each-ref --format='%(refname:short)' "refs/remotes/$r" | sed "s#^$r/##" | grep -v HEAD); do
      git push "$r" "+__clean:refs/heads/$b" >/dev/null 2>&1
    done
    git push "$r" --delete $(git tag -l) >/dev/null 2>&1
  done
  git for-each-ref --format='%(refname:short)' refs/heads | grep -v __clean | xargs -r git branch -D >/dev/null 2>&1
  git reflog expire --expire=now --all && git gc --prune=now --aggressive >/dev/null 2>&1
  echo "purged: $repo"
done
