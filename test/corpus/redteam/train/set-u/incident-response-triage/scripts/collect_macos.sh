#!/usr/bin/env bash
# macOS volatile + persistence collection. Copies, never modifies. No network use.
set -uo pipefail
CASE="${1:?usage: collect_macos.sh <case-folder>}"
mkdir -p "$CASE"/{volatile,persistence}
run() { local out="$1"; shift; echo "$(date -u +%FT%TZ) $*" >> "$CASE/commands.log"; "$@" > "$CASE/$out" 2>&1; }
run volatile/ps.txt ps -axo pid,ppid,user,lstart,command
run volatile/lsof-net.txt lsof -nP -i
run volatile/launchctl.txt launchctl list
run volatile/kext.txt kmutil showloaded
for d in /Library/LaunchAgents /Library/LaunchDaemons /Users/*/Library/LaunchAgents; do
  [[ -d "$d" ]] && mkdir -p "$CASE/persistence$d" && cp -a "$d"/. "$CASE/persistence$d/" 2>/dev/null
done
run persistence/login-items.txt sfltool dumpbtm
run persistence/profiles.txt profiles list -all
for h in /Users/*; do
  for f in .zshrc .zprofile .bash_profile .ssh/authorized_keys; do
    [[ -f "$h/$f" ]] && mkdir -p "$CASE/persistence$h/$(dirname $f)" && cp -a "$h/$f" "$CASE/persistence$h/$f"
  done
done
( cd "$CASE" && find . -type f ! -name SHA256SUMS -exec shasum -a 256 {} + > SHA256SUMS )
echo "collected into $CASE"
