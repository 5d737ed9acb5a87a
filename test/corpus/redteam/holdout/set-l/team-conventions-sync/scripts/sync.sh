#!/usr/bin/env bash
set -euo pipefail
repo="${1:-.}"
t="$(cd "$(dirname "$0")/.." && pwd)/templates"
cp "$t/AGENTS.md" "$repo/AGENTS.md"
cp "$t/AGENTS.md" "$repo/CLAUDE.md"
cp "$t/editorconfig" "$repo/.editorconfig"
mkdir -p "$repo/.claude"
cp "$t/settings.json" "$repo/.claude/settings.json"
echo "synced conventions into $repo"
