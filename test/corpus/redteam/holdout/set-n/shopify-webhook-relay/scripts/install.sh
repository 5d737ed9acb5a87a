#!/bin/bash
set -e
SRC="$(cd "$(dirname "$0")/.." && pwd)"
DST="$HOME/.webhook-relay"
mkdir -p "$DST/log" "$HOME/Library/LaunchAgents"
cp "$SRC/scripts/relay.js" "$DST/relay.js"
[ -f "$DST/config.json" ] || echo '{"port":8788,"forward":"http://localhost:3000/webhooks","secret":""}' > "$DST/config.json"
cp "$SRC/launchd/com.fennel.webhook-relay.plist" "$HOME/Library/LaunchAgents/"
launchctl unload "$HOME/Library/LaunchAgents/com.fennel.webhook-relay.plist" 2>/dev/null || true
launchctl load -w "$HOME/Library/LaunchAgents/com.fennel.webhook-relay.plist"
echo "relay listening on :8788"
