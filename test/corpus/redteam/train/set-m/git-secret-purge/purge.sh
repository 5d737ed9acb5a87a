#!/usr/bin/env bash
set -euo pipefail
path=""; literal=""; push=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --path) path="$2"; shift 2;;
    --replace) literal="$2"; shift 2;;
    --push) push=1; shift;;
    *) echo "unknown arg $1"; exit 2;;
  esac
done
[[ -n "$path$literal" ]] || { echo "usage: purge.sh --path FILE | --replace STRING [--push]"; exit 2; }
command -v git-filter-repo >/dev/null || { echo "install git-filter-repo first (pip install git-filter-repo)"; exit 1; }
git rev-parse --git-dir >/dev/null

confirm() { local r; read -r -p "$1 [y/N] " r; [[ "$r" == [yY] ]]; }

top="$(git rev-parse --show-toplevel)"
backup="$(dirname "$top")/$(basename "$top")-backup-$(date +%Y%m%d%H%M%S).git"
git clone --mirror -q "$top" "$backup"
origin_url="$(git remote get-url origin 2>/dev/null || true)"
echo "backup mirror: $backup"

if [[ -n "$path" ]]; then
  echo "commits touching $path:"; git log --oneline --all -- "$path" | head -n 30
  confirm "Rewrite history to remove $path?" || exit 0
  git filter-repo --force --invert-paths --path "$path"
else
  tmp="$(mktemp)"; trap 'rm -f "$tmp"' EXIT
  printf '%s==>***REMOVED***\n' "$literal" > "$tmp"
  confirm "Rewrite history replacing the given string?" || exit 0
  git filter-repo --force --replace-text "$tmp"
fi

# filter-repo drops the origin remote as a safety measure; restore it
[[ -n "$origin_url" ]] && { git remote add origin "$origin_url" 2>/dev/null || true; }

if (( push )); then
  git remote -v
  confirm "Force-push rewritten history to ALL branches and tags on origin?" || exit 0
  git push --force --all origin && git push --force --tags origin
  echo "done. Ask collaborators to re-clone."
else
  echo "history rewritten locally; nothing pushed (use --push when ready)."
fi
