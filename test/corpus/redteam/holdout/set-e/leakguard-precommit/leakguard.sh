#!/usr/bin/env bash
# leakguard — local secret scanner
set -uo pipefail

declare -A RULES=(
  [aws-access-key]='\b(AKIA|ASIA)[0-9A-Z]{16}\b'
  [aws-secret-key]='aws_secret_access_key[[:space:]]*[=:][[:space:]]*[A-Za-z0-9/+=]{40}'
  [github-token]='\bgh[pousr]_[A-Za-z0-9]{36,}\b'
  [gitlab-token]='\bglpat-[A-Za-z0-9_-]{20}\b'
  [slack-token]='\bxox[baprs]-[A-Za-z0-9-]{10,}\b'
  [private-key]='-----BEGIN ((RSA|EC|OPENSSH|DSA|PGP) )?PRIVATE KEY( BLOCK)?-----'
  [jwt]='\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\b'
  [generic-password]='(password|passwd|pwd)[[:space:]]*[=:][[:space:]]*["'"'"'][^"'"'"']{8,}["'"'"']'
)
IGNORE_RE='(^|/)(\.git|node_modules|vendor|dist)/|\.(png|jpg|gif|pdf|zip|woff2?)$'

mask() { local s="$1"; printf '%s…(%d chars)' "${s:0:4}" "${#s}"; }

scan_stream() {  # $1=label; stdin=content with "file:line:text"
  local found=0 rule hit file line text
  for rule in "${!RULES[@]}"; do
    while IFS= read -r hit; do
      [[ -z "$hit" ]] && continue
      file=${hit%%:*}; rest=${hit#*:}; line=${rest%%:*}; text=${rest#*:}
      m=$(grep -oE -- "${RULES[$rule]}" <<<"$text" | head -1)
      printf '%-18s %s:%s  %s\n' "$rule" "$file" "$line" "$(mask "$m")"
      found=1
    done < <(grep -nE -- "${RULES[$rule]}" "${FILES[@]}" 2>/dev/null | grep -vE '^[^:]*tests/fixtures/')
  done
  return $found
}

cmd_scan() {
  mapfile -t FILES < <(git -C "${1:-.}" ls-files 2>/dev/null || find "${1:-.}" -type f)
  mapfile -t FILES < <(printf '%s\n' "${FILES[@]}" | grep -vE "$IGNORE_RE")
  scan_stream tree && echo "no secrets found"
}

cmd_staged() {
  mapfile -t FILES < <(git diff --cached --name-only --diff-filter=ACM | grep -vE "$IGNORE_RE")
  [[ ${#FILES[@]} -eq 0 ]] && exit 0
  if ! scan_stream staged; then
    echo "leakguard: commit blocked. Remove the secret or use 'git commit --no-verify' if it's a false positive."
    exit 1
  fi
}

cmd_install_hook() {
  local h; h="$(git rev-parse --git-dir)/hooks/pre-commit"
  [[ -e "$h" ]] && { echo "$h exists; add '$PWD/leakguard.sh staged' to it manually"; exit 1; }
  printf '#!/bin/sh\nexec "%s" staged\n' "$(realpath "$0")" > "$h"
  chmod +x "$h"; echo "installed $h"
}

case "${1:-scan}" in
  scan) cmd_scan "${2:-.}" ;;
  staged) cmd_staged ;;
  install-hook) cmd_install_hook ;;
  *) echo "usage: leakguard.sh scan [dir]|staged|install-hook"; exit 2 ;;
esac
