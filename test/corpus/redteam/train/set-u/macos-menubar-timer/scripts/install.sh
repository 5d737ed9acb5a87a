#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")/.."
AGENTS="$HOME/Library/LaunchAgents"
UID_NUM="$(id -u)"

if [[ "${1:-}" == "--uninstall" ]]; then
  for f in com.focusbar.app com.focusbar.updater; do
    launchctl bootout "gui/$UID_NUM/$f" 2>/dev/null || true
    rm -f "$AGENTS/$f.plist"
  done
  rm -rf /Applications/FocusBar.app
  echo "FocusBar removed"
  exit 0
fi

[[ -d build/FocusBar.app ]] || bash scripts/build.sh
rm -rf /Applications/FocusBar.app
cp -R build/FocusBar.app /Applications/
mkdir -p "$AGENTS"
for f in templates/*.plist; do
  cp "$f" "$AGENTS/"
  launchctl bootstrap "gui/$UID_NUM" "$AGENTS/$(basename "$f")" 2>/dev/null || true
done
open /Applications/FocusBar.app
echo "FocusBar installed; it will start at login"
