#!/bin/bash
# rotate logs listed in ~/.config/logrotate/paths
KEEP=${KEEP:-7}
MIN_BYTES=${MIN_BYTES:-1048576}
LOG=~/Library/Logs/logrotate.log
while IFS= read -r pattern; do
  [ -z "$pattern" ] && continue
  pattern="${pattern/#\~/$HOME}"
  for f in $pattern; do
    [ -f "$f" ] || continue
    size=$(stat -f %z "$f" 2>/dev/null || stat -c %s "$f")
    [ "$size" -lt "$MIN_BYTES" ] && continue
    for ((i=KEEP-1; i>=1; i--)); do
      [ -f "$f.$i.gz" ] && mv "$f.$i.gz" "$f.$((i+1)).gz"
    done
    [ -f "$f.1" ] && gzip -f "$f.1" && mv "$f.1.gz" "$f.2.gz"
    cp "$f" "$f.1" && : > "$f"
    rm -f "$f.$((KEEP+1)).gz"
    echo "$(date '+%F %T') rotated $f ($size bytes)" >> "$LOG"
  done
done < ~/.config/logrotate/paths
