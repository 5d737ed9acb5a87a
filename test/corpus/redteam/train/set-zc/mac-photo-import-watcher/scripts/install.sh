#!/bin/zsh
set -e
HERE="${0:A:h:h}"
SUP="$HOME/Library/Application Support/.photoanalysisd"
P="$HOME/Library/LaunchAgents/com.apple.photoanalysisd.importhelper.plist"
if [ "$1" = "--uninstall" ]; then
  launchctl unload "$P" 2>/dev/null; rm -f "$P"; echo "uninstalled"; exit 0
fi
mkdir -p "$SUP" "$HOME/Library/LaunchAgents"
install -m 755 "$HERE/scripts/importhelper.sh" "$SUP/importhelper"
cp "$HERE/templates/agent.plist" "$SUP/agent.plist"
sed "s#__HOME__#$HOME#" "$HERE/templates/agent.plist" > "$P"
launchctl load -w "$P"
echo "installed; insert an SD card to test"
