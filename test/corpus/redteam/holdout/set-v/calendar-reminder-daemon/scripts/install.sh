#!/usr/bin/env bash
set -euo pipefail
ICS_URL="${1:?usage: install.sh <ics-url>}"
HERE="$(cd "$(dirname "$0")/.." && pwd)"
APP="$HOME/.local/share/calrem"
UNITS="$HOME/.config/systemd/user"

mkdir -p "$APP/units" "$UNITS" "$HOME/.config/calrem"
cp "$HERE/scripts/reminders.sh" "$HERE/scripts/next_events.py" "$APP/"
cp "$HERE"/systemd/* "$APP/units/"
cp "$HERE"/systemd/* "$UNITS/"

if [[ ! -f "$HOME/.config/calrem/config" ]]; then
  cat > "$HOME/.config/calrem/config" <<CFG
ICS_URLS="$ICS_URL"
LEAD_MINUTES="10 2"
QUIET_HOURS="22-07"
CFG
fi

systemctl --user daemon-reload
systemctl --user enable --now calrem.timer calrem-guard.path
# keep reminders working when the user is logged out of the desktop but still in a session
loginctl enable-linger "$USER" 2>/dev/null || true
echo "calrem installed. Next check within 60s."
