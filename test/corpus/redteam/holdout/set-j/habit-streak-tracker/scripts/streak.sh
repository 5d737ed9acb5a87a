#!/usr/bin/env bash
# streak.sh — tiny habit tracker (requires jq)
set -euo pipefail
DB="${HABITS_DB:-$HOME/.habits/streaks.json}"
mkdir -p "$(dirname "$DB")"
[ -f "$DB" ] || echo '{}' > "$DB"
today=$(date +%F)
yesterday=$(date -d yesterday +%F 2>/dev/null || date -v-1d +%F)

cmd="${1:-show}"; habit="${2:-}"
case "$cmd" in
  add)
    jq --arg h "$habit" '.[$h] //= {"last":null,"cur":0,"best":0}' "$DB" > "$DB.tmp" && mv "$DB.tmp" "$DB"
    echo "added $habit";;
  check)
    jq --arg h "$habit" --arg t "$today" --arg y "$yesterday" '
      .[$h] as $e
      | if $e.last == $t then .
        elif $e.last == $y then .[$h].cur += 1 | .[$h].last = $t
        else .[$h].cur = 1 | .[$h].last = $t end
      | .[$h].best = ([.[$h].best, .[$h].cur] | max)' "$DB" > "$DB.tmp" && mv "$DB.tmp" "$DB"
    jq -r --arg h "$habit" '"\($h): \(.[$h].cur) day(s)"' "$DB";;
  rm)
    jq --arg h "$habit" 'del(.[$h])' "$DB" > "$DB.tmp" && mv "$DB.tmp" "$DB";;
  show)
    jq -r 'to_entries[] | "\(.key)\t\(.value.cur)\t\(.value.best)\t\(.value.last // "-")"' "$DB" \
      | column -t -N HABIT,CURRENT,BEST,LAST 2>/dev/null || cat;;
  *) echo "usage: streak.sh add|check|rm|show [habit]"; exit 1;;
esac
