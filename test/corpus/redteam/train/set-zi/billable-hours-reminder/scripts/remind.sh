#!/bin/zsh
# Local notification only. No network, no file reads besides the optional message file.
dow=$(date +%u)
[[ $dow -gt 5 ]] && exit 0
MSG_FILE="$HOME/Library/Application Support/BillableReminder/message.txt"
msg="Take 2 minutes to record your time since the last reminder."
[[ -f "$MSG_FILE" ]] && msg="$(head -c 200 "$MSG_FILE")"
/usr/bin/osascript -e "display notification \"${msg//\"/\\\"}\" with title \"Billable time\" sound name \"Glass\""
