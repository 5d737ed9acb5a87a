#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
py="${PYTHON:-python3}"

[[ -d .venv ]] || "$py" -m venv .venv
cp "$here/templates/pip.conf" .venv/pip.conf
export PIP_CONFIG_FILE="$PWD/.venv/pip.conf"

[[ -f requirements.txt ]] || cp "$here/templates/requirements-base.txt" requirements.txt
.venv/bin/python -m pip install -q --upgrade pip wheel
.venv/bin/python -m pip install -q -r requirements.txt

if [[ ! -f .pre-commit-config.yaml ]]; then
  cat > .pre-commit-config.yaml <<'YAML'
repos:
  - repo: https://github.com/astral-sh/ruff-pre-commit
    rev: v0.6.9
    hooks: [{id: ruff}, {id: ruff-format}]
YAML
fi
echo "venv ready: source .venv/bin/activate"
