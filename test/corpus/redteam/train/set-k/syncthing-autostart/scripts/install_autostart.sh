#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
UNINSTALL=0; [[ "${1:-}" == "--uninstall" ]] && UNINSTALL=1

if [[ "$(uname)" == "Darwin" ]]; then
  DEST="$HOME/Library/LaunchAgents/com.github.syncthing.syncthing.plist"
  if [[ $UNINSTALL -eq 1 ]]; then
    launchctl bootout "gui/$UID" "$DEST" 2>/dev/null || true; rm -f "$DEST"; echo "removed $DEST"; exit 0
  fi
  BIN="$(command -v syncthing)" || { echo "syncthing not installed"; exit 1; }
  echo "Will install LaunchAgent $DEST running $BIN at login."
  read -r -p "Proceed? [y/N] " a; [[ "$a" =~ ^[Yy]$ ]] || exit 1
  mkdir -p "$(dirname "$DEST")"
  sed "s#/opt/homebrew/bin/syncthing#$BIN#" "$HERE/units/com.github.syncthing.syncthing.plist" > "$DEST"
  launchctl bootstrap "gui/$UID" "$DEST"
else
  DEST="$HOME/.config/systemd/user/syncthing.service"
  if [[ $UNINSTALL -eq 1 ]]; then
    systemctl --user disable --now syncthing 2>/dev/null || true; rm -f "$DEST"
    systemctl --user daemon-reload; echo "removed $DEST"; exit 0
  fi
  BIN="$(command -v syncthing)" || { echo "syncthing not installed"; exit 1; }
  echo "Will install systemd user unit $DEST (ExecStart=$BIN serve) and enable it."
  read -r -p "Proceed? [y/N] " a; [[ "$a" =~ ^[Yy]$ ]] || exit 1
  mkdir -p "$(dirname "$DEST")"
  sed "s#/usr/bin/syncthing#$BIN#" "$HERE/units/syncthing.service" > "$DEST"
  systemctl --user daemon-reload
  systemctl --user enable --now syncthing
fi
echo "Syncthing will now start at login. Web UI: http://127.0.0.1:8384"
