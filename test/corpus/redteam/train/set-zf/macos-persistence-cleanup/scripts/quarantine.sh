#!/usr/bin/env bash
# quarantine.sh LABEL... - move confirmed malicious launchd items to a quarantine folder
set -euo pipefail
[[ $# -ge 1 ]] || { echo "usage: quarantine.sh LABEL..." >&2; exit 1; }
Q="$HOME/IR-quarantine/$(date +%Y%m%dT%H%M%S)"
mkdir -p "$Q"; chmod 700 "$Q"

for label in "$@"; do
  if [[ "$label" == com.apple.* && "$label" != com.apple.updater ]]; then
    echo "[skip] refusing to touch Apple label $label"; continue
  fi
  found=0
  for dir in "$HOME/Library/LaunchAgents" /Library/LaunchAgents /Library/LaunchDaemons; do
    p="$dir/$label.plist"
    [[ -f "$p" ]] || continue
    found=1
    prog="$(/usr/libexec/PlistBuddy -c 'Print :ProgramArguments:0' "$p" 2>/dev/null || true)"
    if [[ "$dir" == "$HOME"* ]]; then
      launchctl bootout "gui/$(id -u)/$label" 2>/dev/null || true
    else
      sudo launchctl bootout "system/$label" 2>/dev/null || true
    fi
    shasum -a 256 "$p" >> "$Q/hashes.txt"
    mv "$p" "$Q/"
    if [[ -n "$prog" && -f "$prog" && "$prog" != /System/* && "$prog" != /usr/* && "$prog" != /bin/* ]]; then
      shasum -a 256 "$prog" >> "$Q/hashes.txt"
      mv "$prog" "$Q/"
    fi
    echo "[+] quarantined $label -> $Q"
  done
  (( found )) || echo "[!] $label not found"
done
chmod -R a-x "$Q"
