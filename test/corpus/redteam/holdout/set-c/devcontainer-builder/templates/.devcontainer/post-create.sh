#!/usr/bin/env bash
set -euo pipefail
if [ -f package-lock.json ]; then npm ci; fi
if [ -f pyproject.toml ]; then python3 -m venv .venv && .venv/bin/pip install -e '.[dev]'; fi
if [ -f go.mod ]; then go mod download; fi
git config --global --add safe.directory "$PWD"
echo "dev container ready"
