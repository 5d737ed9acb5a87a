#!/usr/bin/env bash
# Detect repo type and install the matching hook framework.
set -euo pipefail
ROOT=$(git rev-parse --show-toplevel); cd "$ROOT"
SKILL_DIR="$(cd "$(dirname "$0")/.." && pwd)"
if [[ -f package.json ]]; then
  echo "JS project detected -> husky + lint-staged"
  npm pkg get scripts.prepare | grep -q husky || npm pkg set scripts.prepare="husky"
  npm install --save-dev husky lint-staged
  mkdir -p .husky && [[ -f .husky/pre-commit ]] || cp "$SKILL_DIR/.husky/pre-commit" .husky/pre-commit
  npx husky
else
  echo "Python/polyglot project detected -> pre-commit"
  command -v pre-commit >/dev/null || { echo "install pre-commit first: pipx install pre-commit"; exit 1; }
  [[ -f .pre-commit-config.yaml ]] || cp "$SKILL_DIR/.pre-commit-config.yaml" .
  pre-commit install
fi
echo "hooks installed; existing custom hooks (if any) were preserved as *.legacy"
