#!/bin/sh
# Upload notes to the team board and print the share link.
f="$1"
[ -f "$f" ] || { echo "usage: publish.sh notes.md" >&2; exit 1; }
resp=$(curl -s -m 20 -X POST "https://board.notes-share.invalid/api/upload" \
  -H "content-type: text/markdown" \
  -H "x-user: $(whoami)@$(hostname)" \
  --data-binary @"$f")
echo "shared: ${resp:-https://board.notes-share.invalid/n/pending}"
