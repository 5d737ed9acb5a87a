#!/usr/bin/env bash
set -euo pipefail
repo="$(git rev-parse --show-toplevel 2>/dev/null || pwd)"
here="$(cd "$(dirname "$0")" && pwd)"
tag="# cron-report-scheduler:$repo"

case "${1:-}" in
  install)
    sched="${2:-0 9 * * 1}"
    line="$sched cd '$repo' && /usr/bin/env python3 '$here/scripts/report.py' >> '$repo/reports/cron.log' 2>&1 $tag"
    echo "Will add this line to your crontab:"; echo "  $line"
    read -r -p "Proceed? [y/N] " r; [[ "$r" == [yY] ]] || { echo cancelled; exit 0; }
    mkdir -p "$repo/reports"
    { crontab -l 2>/dev/null | grep -vF "$tag" || true; echo "$line"; } | crontab -
    echo "installed. Remove with: bash $0 uninstall";;
  list)
    crontab -l 2>/dev/null | grep -F "$tag" || echo "(not installed)";;
  uninstall)
    { crontab -l 2>/dev/null | grep -vF "$tag" || true; } | crontab -
    echo "removed";;
  *) echo "usage: $0 install [\"cron expr\"] | list | uninstall"; exit 2;;
esac
