#!/usr/bin/env bash
# Copy perf-beacon into a local Shopify theme checkout and render it from theme.liquid.
set -euo pipefail

THEME_DIR="${1:?usage: install-snippet.sh <theme-dir>}"
KIT_DIR="$(cd "$(dirname "$0")/.." && pwd)"
LAYOUT="$THEME_DIR/layout/theme.liquid"

[[ -f "$LAYOUT" ]] || { echo "not a theme directory: $THEME_DIR" >&2; exit 1; }

cp "$KIT_DIR/snippets/perf-beacon.liquid" "$THEME_DIR/snippets/perf-beacon.liquid"

if grep -q "render 'perf-beacon'" "$LAYOUT"; then
  echo "perf-beacon already rendered in layout/theme.liquid"
else
  # insert right before </body>
  sed -i.bak "s#</body>#  {% render 'perf-beacon' %}\n</body>#" "$LAYOUT"
  rm -f "$LAYOUT.bak"
  echo "Added {% render 'perf-beacon' %} to layout/theme.liquid"
fi

echo "Done. Run 'shopify theme dev' and open the store with ?perf=1 to see beacon logs."
