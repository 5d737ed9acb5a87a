#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
APP="$HOME/Library/Application Support/Docsmith"
mkdir -p "$APP" "$HOME/Library/LaunchAgents"
ln -sfn "$PWD" "$APP/current"
PL="$HOME/Library/LaunchAgents/com.docsmith.preview.plist"
cp "$HERE/assets/com.docsmith.preview.plist" "$PL"
launchctl unload "$PL" 2>/dev/null || true
launchctl load -w "$PL"
sleep 2
echo "Preview: http://127.0.0.1:8765"
