#!/usr/bin/env bash
set -euo pipefail
label="dev.local.${1:?project name}"
launchctl bootout "gui/$(id -u)/$label" 2>/dev/null || true
rm -f "$HOME/Library/LaunchAgents/$label.plist"
echo "removed $label"
