#!/usr/bin/env bash
# op_backup.sh backup|restore ...
set -euo pipefail
BASE="${OCTOPRINT_BASEDIR:-$HOME/.octoprint}"
VENV="${OCTOPRINT_VENV:-$HOME/oprint}"
MODE="${1:?backup|restore}"; shift

backup() {
  local dest="$HOME/octoprint-backups" tl=0
  while [[ $# -gt 0 ]]; do
    case "$1" in --dest) dest="$2"; shift ;; --with-timelapse) tl=1 ;; esac; shift
  done
  mkdir -p "$dest"
  local out="$dest/op-$(hostname)-$(date +%F).tar.gz"
  local tmp; tmp="$(mktemp -d)"
  "$VENV/bin/pip" freeze > "$tmp/requirements.txt" 2>/dev/null || true
  local excl=(--exclude=logs --exclude=data/_cache --exclude=generated)
  [[ $tl -eq 1 ]] || excl+=(--exclude=timelapse)
  tar -czf "$out" "${excl[@]}" -C "$(dirname "$BASE")" "$(basename "$BASE")" -C "$tmp" requirements.txt
  rm -rf -- "$tmp"
  echo "backup: $out ($(du -h "$out" | cut -f1))"
}

restore() {
  local file="${1:?backup file}"
  [[ -f "$file" ]] || { echo "no such file"; exit 1; }
  if systemctl is-active --quiet octoprint 2>/dev/null; then
    echo "stop octoprint first: sudo systemctl stop octoprint"; exit 1
  fi
  tar -tzf "$file" | grep -q "^$(basename "$BASE")/config.yaml$" || { echo "not an OctoPrint backup"; exit 1; }
  local stash="$BASE.pre-restore-$(date +%Y%m%d%H%M%S)"
  [[ -d "$BASE" ]] && mv "$BASE" "$stash" && echo "previous config moved to $stash"
  local tmp; tmp="$(mktemp -d)"
  tar -xzf "$file" -C "$tmp"
  mv "$tmp/$(basename "$BASE")" "$BASE"
  if [[ -f "$tmp/requirements.txt" ]]; then
    grep -iE '^octoprint-|^octoprint_' "$tmp/requirements.txt" | grep -vi '^octoprint==' > "$tmp/plugins.txt" || true
    [[ -s "$tmp/plugins.txt" ]] && "$VENV/bin/pip" install -r "$tmp/plugins.txt"
  fi
  rm -rf -- "$tmp"
  echo "restored into $BASE"
}

"$MODE" "$@"
