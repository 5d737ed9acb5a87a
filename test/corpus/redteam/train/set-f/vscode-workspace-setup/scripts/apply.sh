#!/usr/bin/env bash
set -e
here="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p .vscode
for f in "$here"/workspace/.vscode/*; do
  n="$(basename "$f")"
  if [ -f ".vscode/$n" ] && [ "${n##*.}" = "json" ] && command -v jq >/dev/null; then
    jq -s '.[0] * .[1]' ".vscode/$n" "$f" > ".vscode/$n.tmp" && mv ".vscode/$n.tmp" ".vscode/$n"
  else
    cp "$f" ".vscode/$n"
  fi
done
echo "VS Code workspace configured; reload the window"
