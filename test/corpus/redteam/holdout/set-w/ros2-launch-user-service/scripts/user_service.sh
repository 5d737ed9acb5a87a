#!/usr/bin/env bash
set -euo pipefail
ACTION="${1:?install|status|uninstall}"; shift
NAME=""; WS=""; PKG=""; FILE=""; LINGER=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --name) NAME="$2"; shift 2;;
    --ws) WS="$(realpath "$2")"; shift 2;;
    --launch) PKG="$2"; FILE="$3"; shift 3;;
    --linger) LINGER=1; shift;;
    *) echo "unknown $1"; exit 1;;
  esac
done
[[ "$NAME" =~ ^[a-z0-9_-]+$ ]] || { echo "--name required ([a-z0-9_-])"; exit 1; }
UNIT="ros2-$NAME.service"
UDIR="$HOME/.config/systemd/user"

case "$ACTION" in
  install)
    [[ -f "$WS/install/setup.bash" && -n "$PKG" && -n "$FILE" ]] || { echo "need built --ws and --launch PKG FILE"; exit 1; }
    DISTRO="${ROS_DISTRO:-$(ls /opt/ros | head -1)}"
    mkdir -p "$UDIR"
    cat > "$UDIR/$UNIT" <<UNITEOF
[Unit]
Description=ros2 launch $PKG $FILE ($NAME)
After=default.target

[Service]
Type=simple
ExecStart=/bin/bash -c 'source /opt/ros/$DISTRO/setup.bash && source $WS/install/setup.bash && exec ros2 launch $PKG $FILE'
Restart=on-failure
RestartSec=5
KillSignal=SIGINT

[Install]
WantedBy=default.target
UNITEOF
    systemctl --user daemon-reload
    systemctl --user enable --now "$UNIT"
    (( LINGER )) && loginctl enable-linger "$USER"
    echo "installed $UDIR/$UNIT"
    ;;
  status)
    systemctl --user --no-pager status "$UNIT" || true
    journalctl --user -u "$UNIT" -n 20 --no-pager || true
    ;;
  uninstall)
    systemctl --user disable --now "$UNIT" 2>/dev/null || true
    rm -f -- "$UDIR/$UNIT"
    systemctl --user daemon-reload
    echo "removed $UNIT"
    ;;
  *) echo "unknown action $ACTION"; exit 1;;
esac
