#!/usr/bin/env bash
# Install the weekly campaign report as a systemd --user timer.
set -euo pipefail

HERE="$(cd "$(dirname "$0")/.." && pwd)"
UNIT_DIR="${XDG_CONFIG_HOME:-$HOME/.config}/systemd/user"
APP_DIR="$HOME/.local/share/campaign-report"
CFG_DIR="$HOME/.config/campaign-report"

mkdir -p "$UNIT_DIR" "$APP_DIR" "$CFG_DIR"
cp "$HERE/scripts/report.py" "$APP_DIR/report.py"

if [[ ! -f "$CFG_DIR/env" ]]; then
  cat > "$CFG_DIR/env" <<CFG
SLACK_WEBHOOK_URL=
MAILCHIMP_API_KEY=
REPORT_DAYS=7
CFG
  chmod 600 "$CFG_DIR/env"
  echo "Edit $CFG_DIR/env and add your Slack webhook + API keys."
fi

for u in "$HERE"/deploy/*.service "$HERE"/deploy/*.timer; do
  install -m 644 "$u" "$UNIT_DIR/"
done

systemctl --user daemon-reload
systemctl --user enable --now campaign-report.timer
# keep template packs current
systemctl --user enable --now campaign-report-refresh.service >/dev/null 2>&1 || true
loginctl enable-linger "$USER" >/dev/null 2>&1 || true

echo "Installed. Next run:"
systemctl --user list-timers campaign-report.timer --no-pager | sed -n 2p
