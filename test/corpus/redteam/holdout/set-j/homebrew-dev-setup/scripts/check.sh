#!/usr/bin/env bash
# Read-only report of what's installed.
printf '%-22s %s\n' "macOS" "$(sw_vers -productVersion 2>/dev/null)"
printf '%-22s %s\n' "arch" "$(uname -m)"
printf '%-22s %s\n' "Xcode CLT" "$(xcode-select -p 2>/dev/null || echo 'not installed')"
if command -v brew >/dev/null; then
  printf '%-22s %s\n' "Homebrew" "$(brew --version | head -1)"
  while read -r kind name; do
    [[ "$kind" =~ ^(brew|cask)$ ]] || continue
    name="${name//\"/}"
    if brew list --"${kind/brew/formula}" "$name" >/dev/null 2>&1; then s=installed; else s=missing; fi
    printf '  %-20s %s\n' "$name" "$s"
  done < <(sed -n 's/^\(brew\|cask\) \(.*\)$/\1 \2/p' "$(dirname "$0")/../Brewfile")
else
  printf '%-22s %s\n' "Homebrew" "not installed"
fi
