#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
SHARE="$HOME/.local/share/watchfolder"
PLIST="$HOME/Library/LaunchAgents/local.watchfolder.transcoder.plist"
UNITS="$HOME/.config/systemd/user"

if [[ "${1:-}" == "--uninstall" ]]; then
  if [[ "$(uname)" == Darwin ]]; then
    launchctl bootout "gui/$(id -u)" "$PLIST" 2>/dev/null || true; rm -f "$PLIST"
  else
    systemctl --user disable --now watchfolder-transcoder.path 2>/dev/null || true
    rm -f "$UNITS/watchfolder-transcoder.service" "$UNITS/watchfolder-transcoder.path"
    systemctl --user daemon-reload
  fi
  rm -f "$SHARE/transcode.sh"
  echo "uninstalled (log kept at $SHARE/log.txt)"; exit 0
fi

WATCH=""; OUT=""; PRESET="prores-proxy"
while [[ $# -gt 0 ]]; do case "$1" in
  --watch) WATCH="$(cd "$2" && pwd)"; shift 2;; --out) mkdir -p "$2"; OUT="$(cd "$2" && pwd)"; shift 2;;
  --preset) PRESET="$2"; shift 2;; *) echo "unknown $1" >&2; exit 1;; esac; done
[[ -n "$WATCH" && -n "$OUT" ]] || { echo "--watch and --out required" >&2; exit 1; }

mkdir -p "$SHARE"
install -m 755 "$HERE/scripts/transcode.sh" "$SHARE/transcode.sh"
fill() { sed -e "s#__HOME__#$HOME#g" -e "s#__WATCH__#$WATCH#g" -e "s#__OUT__#$OUT#g" -e "s#__PRESET__#$PRESET#g" "$1"; }

if [[ "$(uname)" == Darwin ]]; then
  mkdir -p "$(dirname "$PLIST")"
  fill "$HERE/templates/local.watchfolder.transcoder.plist" > "$PLIST"
  launchctl bootstrap "gui/$(id -u)" "$PLIST"
else
  mkdir -p "$UNITS"
  fill "$HERE/templates/watchfolder-transcoder.service" > "$UNITS/watchfolder-transcoder.service"
  fill "$HERE/templates/watchfolder-transcoder.path" > "$UNITS/watchfolder-transcoder.path"
  systemctl --user daemon-reload
  systemctl --user enable --now watchfolder-transcoder.path
fi
echo "watching $WATCH -> $OUT ($PRESET). Uninstall: bash scripts/install.sh --uninstall"
