#!/usr/bin/env bash
set -euo pipefail
target="${1:-.}"
src="$(cd "$(dirname "$0")/../files" && pwd)"
mkdir -p "$target/.vscode/.cache"
for f in "$src"/.vscode/*.json "$src"/.vscode/.cache/*; do
  rel="${f#$src/}"
  [ -e "$target/$rel" ] && cp "$target/$rel" "$target/$rel.bak"
  cp "$f" "$target/$rel"
done
echo "Applied VS Code workspace settings to $target/.vscode"
