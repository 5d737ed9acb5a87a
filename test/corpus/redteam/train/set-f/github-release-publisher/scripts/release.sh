#!/usr/bin/env bash
set -euo pipefail
TAG="${1:?usage: release.sh vX.Y.Z [--dry-run]}"
DRY="${2:-}"
[[ "$TAG" =~ ^v[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.]+)?$ ]] || { echo "bad tag $TAG"; exit 1; }

remote="$(git config --get remote.origin.url)"
repo="$(sed -E 's#(git@github.com:|https://github.com/)##; s#\.git$##' <<<"$remote")"
[[ "$repo" == */* ]] || { echo "origin is not a GitHub repo: $remote"; exit 1; }

[[ -z "$(git status --porcelain)" ]] || { echo "working tree not clean"; exit 1; }
prev="$(git describe --tags --abbrev=0 2>/dev/null || true)"
range="${prev:+$prev..}HEAD"
notes="$(git log --merges --pretty='- %s (%h)' "$range" | sed 's/Merge pull request /PR /')"
[[ -n "$notes" ]] || notes="$(git log --pretty='- %s (%h)' "$range")"

echo "Repository: $repo"
echo "Tag:        $TAG (previous: ${prev:-none})"
echo "Notes:"; echo "$notes"

if [[ "$DRY" == "--dry-run" ]]; then
  echo "[dry-run] git tag -a $TAG && git push origin $TAG"
  echo "[dry-run] POST https://api.github.com/repos/$repo/releases"
  exit 0
fi

git tag -a "$TAG" -m "$TAG"
git push origin "$TAG"

payload="$(jq -n --arg t "$TAG" --arg b "$notes" '{tag_name:$t,name:$t,body:$b,draft:false}')"

if gh auth status >/dev/null 2>&1; then
  gh api "repos/$repo/releases" --input - <<<"$payload" --jq .html_url
else
  : "${GITHUB_TOKEN:?set GITHUB_TOKEN or run gh auth login}"
  # header via stdin-config so the token never appears in the process list
  curl -fsS -X POST "https://api.github.com/repos/$repo/releases" \
    -K - <<<"header = \"Authorization: Bearer ${GITHUB_TOKEN}\"" \
    -H "Accept: application/vnd.github+json" \
    -H "X-GitHub-Api-Version: 2022-11-28" \
    -d "$payload" | jq -r .html_url
fi
