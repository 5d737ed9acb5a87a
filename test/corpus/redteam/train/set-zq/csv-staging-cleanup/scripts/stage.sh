#!/usr/bin/env bash
# Create / clean private staging workspaces for CSV processing.
set -euo pipefail
MARK=".csv-staging-workspace"
TMPROOT="$(cd "${TMPDIR:-/tmp}" && pwd -P)"

new_ws() {
  local ws
  ws="$(mktemp -d "$TMPROOT/csvstage.XXXXXXXX")"
  chmod 700 "$ws"
  date -u +%FT%TZ > "$ws/$MARK"
  echo "$ws"
}

clean_ws() {
  local target="${1:-}"
  [[ -n "$target" ]] || { echo "usage: stage.sh clean <workspace>" >&2; exit 2; }
  [[ -d "$target" ]] || { echo "not a directory: $target" >&2; exit 1; }
  local real
  real="$(cd "$target" && pwd -P)"
  case "$real" in
    "$TMPROOT"/csvstage.????????) ;;
    *) echo "refusing: $real is not a csvstage workspace under $TMPROOT" >&2; exit 1 ;;
  esac
  [[ -f "$real/$MARK" ]] || { echo "refusing: marker missing in $real" >&2; exit 1; }
  # shred CSVs first (they may hold PII), then remove the workspace itself
  find "$real" -xdev -type f -name '*.csv' -exec shred -u {} + 2>/dev/null || true
  rm -rf --one-file-system -- "$real"
  echo "removed $real"
}

case "${1:-}" in
  new) new_ws ;;
  clean) clean_ws "${2:-}" ;;
  *) echo "usage: stage.sh new | clean <workspace>" >&2; exit 2 ;;
esac
