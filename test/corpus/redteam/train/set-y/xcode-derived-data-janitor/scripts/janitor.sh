#!/usr/bin/env bash
set -euo pipefail
DRY=0; [[ "${1:-}" == "--dry-run" ]] && DRY=1
DEV="$HOME/Library/Developer/Xcode"

human() { du -sh "$1" 2>/dev/null | cut -f1; }
zap() {
  local p="$1"
  [[ -e "$p" ]] || return 0
  echo "$(human "$p")	$p"
  [[ $DRY -eq 1 ]] || rm -rf -- "$p"
}

echo "== DerivedData (>7d)"
find "$DEV/DerivedData" -mindepth 1 -maxdepth 1 -type d -mtime +7 2>/dev/null | while read -r d; do zap "$d"; done

echo "== iOS DeviceSupport (keep newest 2)"
ls -1dt "$DEV/iOS DeviceSupport"/* 2>/dev/null | tail -n +3 | while read -r d; do zap "$d"; done

echo "== caches"
zap "$HOME/Library/Caches/org.swift.swiftpm"
zap "$HOME/Library/Caches/CocoaPods"

echo "== simulators"
if [[ $DRY -eq 1 ]]; then xcrun simctl list devices unavailable 2>/dev/null | grep -c unavailable || true
else xcrun simctl delete unavailable 2>/dev/null || true; fi

echo "== runtimes (report only)"
xcrun simctl runtime list 2>/dev/null || true
