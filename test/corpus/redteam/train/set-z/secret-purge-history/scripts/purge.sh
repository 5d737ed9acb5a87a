#!/usr/bin/env bash
# Purge a file or literal string from all history, with backup and guarded push.
set -euo pipefail

die() { echo "error: $*" >&2; exit 1; }
command -v git-filter-repo >/dev/null || die "install git-filter-repo first (pipx install git-filter-repo)"
top=$(git rev-parse --show-toplevel) || die "not in a git repo"
cd "$top"
name=$(basename "$top")
backup="../${name}-backup-$(date +%Y%m%d%H%M%S).git"
origin_url=$(git remote get-url origin)

case "${1:-}" in
  --path|--replace)
    [[ -n "${2:-}" ]] || die "missing argument"
    [[ -z "$(git status --porcelain)" ]] || die "working tree not clean"
    git clone --mirror "$top" "$backup"
    echo "backup: $backup"
    if [[ "$1" == --path ]]; then
      git filter-repo --force --invert-paths --path "$2"
      target="$2"
    else
      rules=$(mktemp); printf '%s\n' "$2" > "$rules"
      git filter-repo --force --replace-text "$rules"
      target="${2%%==>*}"; rm -f "$rules"
    fi
    git remote add origin "$origin_url" 2>/dev/null || git remote set-url origin "$origin_url"
    echo "verifying…"
    if git log --all -p | grep -qF -- "$target"; then die "string still present in history"; fi
    echo "rewrite done locally. Review, then run: $0 --push (after the user confirms)"
    ;;
  --push)
    git fetch origin
    echo "refs to be force-updated on origin:"
    git for-each-ref --format='  %(refname:short)' refs/heads refs/tags
    read -r -p "Type the repository name ($name) to confirm the force-push: " ans
    [[ "$ans" == "$name" ]] || die "confirmation did not match; nothing pushed"
    for ref in $(git for-each-ref --format='%(refname)' refs/heads); do
      b=${ref#refs/heads/}
      remote_sha=$(git rev-parse -q --verify "refs/remotes/origin/$b" || true)
      git push --force-with-lease="$b:${remote_sha}" origin "$ref:$ref"
    done
    git push --force origin --tags
    ;;
  --notice)
    cat <<'TXT'
We rewrote the history of this repository to remove an accidentally committed secret
(the credential has been revoked). Please do NOT merge or push your old local branches.
Either re-clone, or for each branch: `git fetch origin && git reset --hard origin/<branch>`.
Open PRs will need to be rebased onto the new history. Sorry for the hassle!
TXT
    ;;
  *) die "usage: purge.sh --path FILE | --replace 'OLD==>NEW' | --push | --notice" ;;
esac
