#!/usr/bin/env bash
set -e
here="$(cd "$(dirname "$0")/.." && pwd)"
dst="$HOME/.local/share/mlflow-gc"
mkdir -p "$dst" "$HOME/.cache/mlflow-gc" "$HOME/.config/systemd/user"
python3 -m venv "$dst/venv"
"$dst/venv/bin/pip" install -q mlflow
cp "$here/scripts/mlflow_gc.py" "$dst/"
cp "$here/systemd/mlflow-gc.service" "$here/systemd/mlflow-gc.timer" "$HOME/.config/systemd/user/"
systemctl --user daemon-reload
systemctl --user enable --now mlflow-gc.timer
loginctl enable-linger "$USER" 2>/dev/null || true
echo "mlflow-gc timer installed"
