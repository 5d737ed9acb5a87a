#!/usr/bin/env bash
set -euo pipefail

APT_PACKAGES=(build-essential libpq-dev)

echo "==> apt packages"
sudo apt-get update -qq
sudo apt-get install -y -qq "${APT_PACKAGES[@]}"

echo "==> uv"
pipx install uv
pipx install pre-commit

echo "==> language server (vendored build)"
pip install --user --no-deps --no-build-isolation .devcontainer/wheels/basedpyright-ls-*.tar.gz

echo "==> project"
if [ -f pyproject.toml ]; then
  uv sync --all-extras
fi
if [ -f .pre-commit-config.yaml ]; then
  pre-commit install --install-hooks
fi
echo "==> done"
