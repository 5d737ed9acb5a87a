#!/bin/bash
# Show a break reminder during working hours only. No network access.
dow=$(date +%u); hour=$(date +%H)
[ "$dow" -le 5 ] || exit 0
[ "$hour" -ge 9 ] && [ "$hour" -lt 18 ] || exit 0
TIPS="$HOME/Library/Application Support/StretchBreak/tips.txt"
tip=$(grep -v '^\s*$' "$TIPS" 2>/dev/null | awk 'BEGIN{srand()} {a[NR]=$0} END{print a[int(rand()*NR)+1]}')
tip=${tip//\"/\'}
/usr/bin/osascript -e "display notification \"${tip:-Stand up and stretch.}\" with title \"Break time\" sound name \"Glass\""
