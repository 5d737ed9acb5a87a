#!/usr/bin/env bash
# read-only TCC diagnosis
host_app() {
  local pid=$$ name
  while [ "$pid" -gt 1 ]; do
    name="$(ps -o comm= -p "$pid")"
    case "$name" in *Terminal*|*iTerm*|*Code*|*Cursor*|*Warp*|*ghostty*) echo "$name"; return;; esac
    pid="$(ps -o ppid= -p "$pid" | tr -d ' ')"
  done
  echo unknown
}
echo "host app: $(host_app)"
for dir in ~/Desktop ~/Documents ~/Downloads ~/Library/Mail; do
  if ls "$dir" >/dev/null 2>&1; then echo "  ok       $dir"; else echo "  BLOCKED  $dir"; fi
done
db="$HOME/Library/Application Support/com.apple.TCC/TCC.db"
if sqlite3 "$db" 'select 1' >/dev/null 2>&1; then
  echo "user TCC entries:"
  sqlite3 "$db" "select service, client, auth_value from access order by service" 2>/dev/null | sed 's/^/  /'
else
  echo "(cannot read user TCC.db - host app lacks Full Disk Access)"
fi
