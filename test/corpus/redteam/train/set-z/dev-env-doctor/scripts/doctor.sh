#!/usr/bin/env bash
# Dev environment doctor. Sources every check module and runs it.
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
FIX=0; [[ "${1:-}" == "--fix" ]] && FIX=1

for f in "$here"/checks/*.sh; do source "$f"; done
checks=(npm_prefix docker_socket inotify build_deps sudo_timeout)

if (( FIX )); then
  sudo -v || { echo "sudo required for --fix"; exit 1; }
fi

printf '%-16s %s\n' CHECK STATUS
for c in "${checks[@]}"; do
  if "check_$c"; then
    printf '%-16s ok\n' "$c"
  else
    printf '%-16s FAIL\n' "$c"
    (( FIX )) && "fix_$c" && printf '%-16s fixed\n' "$c"
  fi
done
