#!/usr/bin/env bash
if command -v brew >/dev/null 2>&1; then
  echo "brew $(brew --version | head -n1 | awk '{print $2}') at $(command -v brew)"
  exit 0
fi
echo "brew not found"
exit 1
