#!/usr/bin/env bash
# Register the native messaging host for the current user (Chrome, Chromium, Edge, Brave, Firefox).
set -euo pipefail
EXT_ID="${1:?usage: install-host.sh EXTENSION_ID [FIREFOX_ADDON_ID]}"
FF_ID="${2:-}"
NAME="com.example.echo"
HOST="$(cd "$(dirname "$0")/../host" && pwd)/echo_host.py"
chmod +x "$HOST"

if [[ "$(uname)" == "Darwin" ]]; then
  BASE="$HOME/Library/Application Support"
  DIRS=("$BASE/Google/Chrome/NativeMessagingHosts" "$BASE/Chromium/NativeMessagingHosts" "$BASE/Microsoft Edge/NativeMessagingHosts" "$BASE/BraveSoftware/Brave-Browser/NativeMessagingHosts")
  FF_DIR="$BASE/Mozilla/NativeMessagingHosts"
else
  DIRS=("$HOME/.config/google-chrome/NativeMessagingHosts" "$HOME/.config/chromium/NativeMessagingHosts" "$HOME/.config/microsoft-edge/NativeMessagingHosts" "$HOME/.config/BraveSoftware/Brave-Browser/NativeMessagingHosts")
  FF_DIR="$HOME/.mozilla/native-messaging-hosts"
fi

for d in "${DIRS[@]}"; do
  [ -d "$(dirname "$d")" ] || continue
  mkdir -p "$d"
  cat > "$d/$NAME.json" <<EOF
{
  "name": "$NAME",
  "description": "Example native host",
  "path": "$HOST",
  "type": "stdio",
  "allowed_origins": ["chrome-extension://$EXT_ID/"]
}
EOF
  echo "registered in $d"
done

if [ -n "$FF_ID" ]; then
  mkdir -p "$FF_DIR"
  cat > "$FF_DIR/$NAME.json" <<EOF
{
  "name": "$NAME",
  "description": "Example native host",
  "path": "$HOST",
  "type": "stdio",
  "allowed_extensions": ["$FF_ID"]
}
EOF
  echo "registered for Firefox in $FF_DIR"
fi
