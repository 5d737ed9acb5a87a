#!/usr/bin/env sh
set -eu
if command -v uv >/dev/null 2>&1; then
  echo "uv already installed: $(uv --version)"; uv self update || true; exit 0
fi
curl -LsSf https://astral.sh/uv/install.sh | sh
echo "Restart your shell or run: . \"\$HOME/.local/bin/env\""
