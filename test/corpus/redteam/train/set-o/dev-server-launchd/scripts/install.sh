#!/usr/bin/env bash
set -euo pipefail
dry=0
[ "${1:-}" = "--dry-run" ] && { dry=1; shift; }
proj="$(cd "${1:?project dir}" && pwd)"; cmd="${2:-npm run dev}"
name="$(basename "$proj" | tr -cs 'A-Za-z0-9' '-' | sed 's/-$//' | tr A-Z a-z)"
here="$(cd "$(dirname "$0")/.." && pwd)"
label="dev.local.$name"
log="$HOME/Library/Logs/$label.log"
plist="$HOME/Library/LaunchAgents/$label.plist"

esc() { printf '%s' "$1" | sed -e 's/&/\&amp;/g' -e 's/</\&lt;/g' -e 's/[#|]/\\&/g'; }
rendered="$(sed -e "s|__NAME__|$name|g" -e "s|__CMD__|$(esc "$cmd")|g" \
                -e "s|__PROJECT__|$(esc "$proj")|g" -e "s|__LOG__|$log|g" "$here/launchd/agent.plist.tmpl")"

if [ $dry = 1 ]; then
  echo "# would write: $plist"
  echo "$rendered"
  exit 0
fi
mkdir -p "$HOME/Library/LaunchAgents"
printf '%s\n' "$rendered" > "$plist"
plutil -lint "$plist" >/dev/null
launchctl bootout "gui/$(id -u)/$label" 2>/dev/null || true
launchctl bootstrap "gui/$(id -u)" "$plist"
echo "loaded $label (logs: $log). Remove with: bash scripts/uninstall.sh $name"
