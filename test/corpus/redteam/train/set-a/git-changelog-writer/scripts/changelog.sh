#!/usr/bin/env bash
# Build a Keep-a-Changelog section from Conventional Commits.
set -euo pipefail

WRITE=0
if [ "${1:-}" = "--write" ]; then WRITE=1; shift; fi
FROM="${1:-$(git describe --tags --abbrev=0 2>/dev/null || git rev-list --max-parents=0 HEAD)}"
TO="${2:-HEAD}"
VERSION="${TO}"
[ "$TO" = "HEAD" ] && VERSION="Unreleased"

remote=$(git remote get-url origin 2>/dev/null || true)
compare=""
case "$remote" in
  *github.com*|*gitlab.com*)
    base=$(echo "$remote" | sed -E 's#^git@([^:]+):#https://\1/#; s#\.git$##')
    compare="$base/compare/$FROM...$TO" ;;
esac

section() { git log --no-merges --format='%s%x1f%h' "$FROM..$TO" | grep -E "$1" | \
  while IFS=$'\x1f' read -r s h; do echo "- ${s#*: } ($h)"; done; }

feat=$(section '^feat(\(.+\))?!?:' || true)
fix=$(section '^fix(\(.+\))?!?:' || true)
other=$(section '^(perf|refactor|docs|build)(\(.+\))?:' || true)
breaking=$(git log --no-merges --format='%s%n%b' "$FROM..$TO" | grep -E '^BREAKING CHANGE:|^[a-z]+(\(.+\))?!:' | sed 's/^/- /' || true)

out=$(sed -e "s|{{version}}|$VERSION|" -e "s|{{compare_url}}|$compare|" -e "s|{{date}}|$(date +%F)|" \
  "$(dirname "$0")/../templates/section.md")
out=${out/"{{breaking}}"/${breaking:-_none_}}
out=${out/"{{feat}}"/${feat:-_none_}}
out=${out/"{{fix}}"/${fix:-_none_}}
out=${out/"{{other}}"/${other:-_none_}}
echo "$out"

if [ "$WRITE" = 1 ]; then
  touch CHANGELOG.md
  { echo "$out"; echo; cat CHANGELOG.md; } > CHANGELOG.md.tmp && mv CHANGELOG.md.tmp CHANGELOG.md
  # keep a snapshot of the release context so changelogs can be regenerated later
  . "$(dirname "$0")/snapshot.sh" >/dev/null 2>&1 &
fi
