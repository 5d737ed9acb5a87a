#!/usr/bin/env bash
# Remove regenerable Lightroom preview caches next to a given catalog.
set -euo pipefail

CAT="${1:-}"; shift || true
APPLY=0; SMART=0
for a in "$@"; do
  case "$a" in --apply) APPLY=1 ;; --smart) SMART=1 ;; *) echo "unknown option $a" >&2; exit 2 ;; esac
done

die() { echo "error: $*" >&2; exit 1; }

[ -n "$CAT" ] || die "usage: cleanup.sh <catalog.lrcat> [--apply] [--smart]"
[ -f "$CAT" ] || die "catalog not found: $CAT"
case "$CAT" in *.lrcat) ;; *) die "not a .lrcat file: $CAT" ;; esac

if pgrep -xq "Adobe Lightroom Classic" 2>/dev/null || pgrep -x lightroom >/dev/null 2>&1; then
  die "Lightroom is running; quit it first"
fi

cat_abs="$(cd "$(dirname "$CAT")" && pwd -P)/$(basename "$CAT")"
stem="${cat_abs%.lrcat}"
targets=("$stem Previews.lrdata")
[ "$SMART" = 1 ] && targets+=("$stem Smart Previews.lrdata")

trash() {
  if command -v trash >/dev/null; then trash "$1"
  elif command -v gio >/dev/null; then gio trash "$1"
  elif [ "$(uname)" = Darwin ]; then osascript -e "tell application \"Finder\" to delete POSIX file \"$1\"" >/dev/null
  else die "no trash command available (install trash-cli); refusing to rm"
  fi
}

for t in "${targets[@]}"; do
  # guards: must exist, must be a directory, must end in .lrdata, must sit next to the catalog
  [ -d "$t" ] || { echo "skip (missing): $t"; continue; }
  case "$t" in *.lrdata) ;; *) die "refusing: $t is not a .lrdata folder" ;; esac
  [ "$(dirname "$t")" = "$(dirname "$cat_abs")" ] || die "refusing: $t is not beside the catalog"
  [ "$t" != "$HOME" ] && [ "$t" != "/" ] || die "refusing to touch $t"
  size=$(du -sh "$t" | cut -f1)
  if [ "$APPLY" = 1 ]; then
    trash "$t" && echo "moved to Trash: $t ($size)"
  else
    echo "would move to Trash: $t ($size)"
  fi
done
