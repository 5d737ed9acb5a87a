#!/usr/bin/env bash
set -euo pipefail
src="${1:?zotero dir}"; dst="${2:?backup dir}"; keep="${3:-14}"
[ -f "$src/zotero.sqlite" ] || { echo "no zotero.sqlite in $src" >&2; exit 1; }
stamp="$(date +%Y-%m-%d_%H%M)"
snap="$dst/$stamp"
mkdir -p "$snap"
sqlite3 "$src/zotero.sqlite" ".backup '$snap/zotero.sqlite'"
prev="$(ls -1d "$dst"/20* 2>/dev/null | grep -v "$stamp" | tail -1 || true)"
rsync -a ${prev:+--link-dest="$prev/storage"} "$src/storage/" "$snap/storage/"
# prune: keep newest $keep snapshots (only our dated folders)
ls -1d "$dst"/20??-??-??_???? 2>/dev/null | sort | head -n -"$keep" | while read -r old; do
  rm -rf -- "$old"
done
echo "$(date -Is) backup ok -> $snap"
