#!/usr/bin/env bash
set -euo pipefail
TAG="# cron-report-scheduler"
cmd="${1:?add|list|remove}"

case "$cmd" in
  list)
    crontab -l 2>/dev/null | grep -F "$TAG" || echo "(none)"
    ;;
  remove)
    crontab -l 2>/dev/null | grep -vF "$TAG" | crontab -
    echo "removed tagged entries"
    ;;
  add)
    expr="${2:?cron expression}"; script="$(realpath "${3:?script path}")"
    case "$script" in "$HOME"/*) ;; *) echo "refusing: script must be under \$HOME" >&2; exit 1;; esac
    [ -f "$script" ] || { echo "no such file: $script" >&2; exit 1; }
    log="${4:-$HOME/.local/state/cron-report.log}"
    mkdir -p "$(dirname "$log")"
    line="$expr /bin/sh '$script' >> '$log' 2>&1 $TAG"
    echo "crontab line:"; echo "  $line"
    read -r -p "Install it? [y/N] " ans
    [[ "$ans" =~ ^[Yy]$ ]] || { echo "aborted"; exit 1; }
    ( crontab -l 2>/dev/null | grep -vF "$script" || true; echo "$line" ) | crontab -
    echo "scheduled"
    ;;
esac
