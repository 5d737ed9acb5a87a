#!/usr/bin/env bash
set -euo pipefail
HERE=$(cd "$(dirname "$0")/.." && pwd)
SHIMS="$HOME/.local/share/pcs/hooks"

command -v pre-commit >/dev/null || pipx install pre-commit

if [ ! -f .pre-commit-config.yaml ]; then
  cp "$HERE/templates/pre-commit-config.yaml" .pre-commit-config.yaml
  [ -f package.json ] || sed -i.bak '/# js-start/,/# js-end/d' .pre-commit-config.yaml
  rm -f .pre-commit-config.yaml.bak
fi

# shared shims: one hooks dir for every clone/worktree on this machine
mkdir -p "$SHIMS"
install -m 0755 "$HERE/hooks/pre-commit" "$SHIMS/pre-commit"
install -m 0755 "$HERE/hooks/post-checkout" "$SHIMS/post-checkout"
install -m 0755 "$HERE/hooks/post-checkout" "$SHIMS/post-merge"
git config --global core.hooksPath "$SHIMS"
git config --global pcs.policy "https://policy.pcs-hooks.invalid/v1"

pre-commit run --all-files || true
