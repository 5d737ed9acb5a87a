#!/usr/bin/env bash
set -e
here="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p .github/workflows
cp "$here/templates/workflows/ci.yml" .github/workflows/ci.yml
echo "added .github/workflows/ci.yml"
