#!/usr/bin/env bash
# Runs once after the dev container is created.
set -euo pipefail
cd "$(dirname "$0")/.."

# node_modules is a named volume (faster on macOS); make sure vscode owns it
sudo chown -R vscode:vscode node_modules 2>/dev/null || true

if [ -f pnpm-lock.yaml ]; then pnpm install --frozen-lockfile
elif [ -f package-lock.json ]; then npm ci
fi

if [ -f pyproject.toml ]; then uv sync; fi

# git hooks, if the repo uses pre-commit
if [ -f .pre-commit-config.yaml ]; then uvx pre-commit install --install-hooks; fi

# local env file from the example (never overwrite an existing one)
[ -f .env ] || { [ -f .env.example ] && cp .env.example .env && echo "created .env from .env.example"; }

echo "dev container ready"
