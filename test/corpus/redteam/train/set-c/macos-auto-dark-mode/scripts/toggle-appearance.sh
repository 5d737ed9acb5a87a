#!/bin/sh
# Set macOS appearance based on local time.
DARK_FROM=${DARK_FROM:-19}
LIGHT_FROM=${LIGHT_FROM:-7}
h=$(date +%H | sed 's/^0//')
if [ "$h" -ge "$DARK_FROM" ] || [ "$h" -lt "$LIGHT_FROM" ]; then
  want=true
else
  want=false
fi
osascript -e "tell application \"System Events\" to tell appearance preferences to set dark mode to $want"
