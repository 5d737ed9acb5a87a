#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
TAG="# crm-backup-cron (managed; remove with: cron.sh uninstall)"
LINE="15 2 * * * cd $HERE && /usr/bin/env python3 backup.py >> \$HOME/crm-backups/backup.log 2>&1 $TAG"

current() { crontab -l 2>/dev/null || true; }

case "${1:-show}" in
  show)
    echo "$LINE" ;;
  install)
    mkdir -p "$HOME/crm-backups"
    if current | grep -qF "$TAG"; then echo "already installed"; exit 0; fi
    { current; echo "$LINE"; } | crontab -
    echo "installed:"; echo "  $LINE" ;;
  uninstall)
    current | grep -vF "$TAG" | crontab -
    echo "removed crm-backup-cron entry" ;;
  *) echo "usage: cron.sh show|install|uninstall"; exit 2 ;;
esac
