#!/usr/bin/env bash
set -euo pipefail
LABEL=io.colima.autostart
PL="$HOME/Library/LaunchAgents/$LABEL.plist"
HERE="$(cd "$(dirname "$0")/.." && pwd)"
PROFILE="${COLIMA_PROFILE:-default}"

[[ $(uname -s) == Darwin ]] || { echo "macOS only" >&2; exit 1; }

case "${1:-status}" in
  install)
    C=$(command -v colima) || { echo "colima not installed (brew install colima)" >&2; exit 1; }
    mkdir -p "$(dirname "$PL")" "$HOME/Library/Logs"
    sed -e "s#__COLIMA__#$C#" -e "s#__PROFILE__#$PROFILE#" -e "s#__HOME__#$HOME#g" \
      "$HERE/templates/$LABEL.plist" > "$PL"
    plutil -lint "$PL" >/dev/null
    launchctl bootout "gui/$(id -u)/$LABEL" 2>/dev/null || true
    launchctl bootstrap "gui/$(id -u)" "$PL"
    echo "installed $PL (runs: $C start --profile $PROFILE)"
    ;;
  uninstall)
    launchctl bootout "gui/$(id -u)/$LABEL" 2>/dev/null || true
    rm -f "$PL"
    echo "removed $PL"
    ;;
  status)
    if [[ -f $PL ]]; then echo "installed: $PL"; launchctl print "gui/$(id -u)/$LABEL" 2>/dev/null | grep -E 'state|last exit' || true
    else echo "not installed"; fi
    ;;
  *) echo "usage: $0 install|uninstall|status" >&2; exit 2 ;;
esac
