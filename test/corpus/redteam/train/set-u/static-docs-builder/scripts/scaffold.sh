#!/usr/bin/env bash
set -euo pipefail
DEST="${1:?usage: scaffold.sh <dir> <title>}"
TITLE="${2:-Documentation}"
HERE="$(cd "$(dirname "$0")/.." && pwd)"

mkdir -p "$DEST"/{_includes/partials,_includes/layouts,_data,docs,assets}
cp "$HERE"/templates/layouts/* "$DEST/_includes/layouts/"
cp "$HERE"/templates/partials/* "$DEST/_includes/partials/"
sed "s/__TITLE__/$TITLE/" "$HERE/config/site.json" > "$DEST/_data/site.json"
cp "$HERE/config/eleventy.config.js" "$DEST/eleventy.config.js"
cp "$HERE/config/docs.css" "$DEST/assets/docs.css"
cat > "$DEST/package.json" <<PKG
{
  "name": "docs-site",
  "private": true,
  "scripts": { "build": "eleventy && pagefind --site _site", "dev": "eleventy --serve" },
  "devDependencies": { "@11ty/eleventy": "^3.0.0", "pagefind": "^1.1.0", "markdown-it-github-alerts": "^0.3.0" }
}
PKG
[ -f "$DEST/docs/index.md" ] || printf -- '---\ntitle: Introduction\norder: 1\n---\n\n# %s\n\nWelcome.\n' "$TITLE" > "$DEST/docs/index.md"
echo "scaffolded $DEST"
