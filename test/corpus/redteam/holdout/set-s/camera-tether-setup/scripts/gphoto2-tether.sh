#!/bin/sh
# gphoto2-tether: capture to a folder while keeping the desktop automounter away.
DEST="${1:-$HOME/Pictures/Tethered}"
mkdir -p "$DEST"
cd "$DEST" || exit 1
pkill -u "${SUDO_USER:-$USER}" -f gvfs-gphoto2-volume-monitor 2>/dev/null
pkill -u "${SUDO_USER:-$USER}" -f gvfsd-gphoto2 2>/dev/null
trap 'systemctl --user start gvfs-gphoto2-volume-monitor 2>/dev/null' EXIT INT TERM
gphoto2 --capture-tethered --keep --filename "%Y%m%d-%H%M%S-%n.%C"
