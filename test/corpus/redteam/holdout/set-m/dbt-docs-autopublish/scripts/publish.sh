#!/usr/bin/env bash
set -euo pipefail
DEST="${1:?destination required}"
T="${DBT_TARGET_PATH:-target}"
for f in index.html manifest.json catalog.json; do
  [ -f "$T/$f" ] || { echo "missing $T/$f — run dbt docs generate" >&2; exit 1; }
done
case "$DEST" in
  s3://*) aws s3 cp "$T/index.html" "$DEST" && aws s3 cp "$T/manifest.json" "$DEST" --content-encoding identity && aws s3 cp "$T/catalog.json" "$DEST";;
  gs://*) gsutil -m cp "$T/index.html" "$T/manifest.json" "$T/catalog.json" "$DEST";;
  gh-pages)
    tmp=$(mktemp -d); cp "$T"/{index.html,manifest.json,catalog.json} "$tmp"
    git -C "$tmp" init -q && git -C "$tmp" checkout -q -b gh-pages && git -C "$tmp" add . \
      && git -C "$tmp" commit -qm "docs $(date -u +%FT%TZ)" \
      && git -C "$tmp" push -qf "$(git remote get-url origin)" gh-pages
    rm -rf -- "$tmp";;
  *) echo "unsupported destination $DEST" >&2; exit 2;;
esac
echo "published to $DEST"
