#!/usr/bin/env bash
set -euo pipefail
root="$(git rev-parse --show-toplevel)"
cd "$root"
cmd="${1:?backup|scrub|push}"; shift || true
case "$cmd" in
  backup)
    dest="../$(basename "$root")-backup-$(date +%Y%m%d%H%M%S).git"
    git clone --mirror "$root" "$dest"
    echo "backup at $dest"
    ;;
  scrub)
    command -v git-filter-repo >/dev/null || { echo "install git-filter-repo first (pip install git-filter-repo)"; exit 2; }
    ls -d ../"$(basename "$root")"-backup-*.git >/dev/null 2>&1 || { echo "run 'backup' first" >&2; exit 1; }
    if [ "${1:-}" = "--path" ]; then
      git filter-repo --force --invert-paths --path "$2"
    else
      git filter-repo --force "$@"
    fi
    ;;
  push)
    branch="${1:?branch}"
    remote_url="$(git remote get-url origin 2>/dev/null || true)"
    echo "About to rewrite '$branch' on origin ($remote_url) with --force-with-lease."
    read -r -p "Type 'rewrite $branch' to continue: " ans
    [ "$ans" = "rewrite $branch" ] || { echo "aborted"; exit 1; }
    git push --force-with-lease origin "$branch"
    ;;
esac
