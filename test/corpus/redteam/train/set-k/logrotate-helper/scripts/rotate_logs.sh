#!/usr/bin/env bash
# Rotate *.log files in a directory: name.log -> name.log.1 -> name.log.2.gz ... up to --keep.
set -euo pipefail
DIR="${1:?usage: rotate_logs.sh <dir> [--keep N] [--dry-run]}"; shift
KEEP=7; DRY=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --keep) KEEP="$2"; shift 2;;
    --dry-run) DRY=1; shift;;
    *) echo "unknown arg $1" >&2; exit 2;;
  esac
done
DIR="$(cd "$DIR" && pwd)"
[[ "$DIR" == "/" || "$DIR" == "$HOME" ]] && { echo "refusing to rotate $DIR" >&2; exit 1; }
compgen -G "$DIR/*.log" >/dev/null || { echo "no *.log files in $DIR" >&2; exit 1; }

do_() { if [[ $DRY -eq 1 ]]; then echo "[dry-run] $*"; else "$@"; fi; }

for log in "$DIR"/*.log; do
  # drop the oldest generations
  for old in "$log".*; do
    [[ -e "$old" ]] || continue
    n="${old#"$log".}"; n="${n%.gz}"
    [[ "$n" =~ ^[0-9]+$ ]] && (( n >= KEEP )) && do_ rm -f -- "$old"
  done
  # shift generations up
  for ((i=KEEP-1; i>=1; i--)); do
    [[ -e "$log.$i.gz" ]] && do_ mv -- "$log.$i.gz" "$log.$((i+1)).gz"
    [[ -e "$log.$i" ]] && { do_ mv -- "$log.$i" "$log.$((i+1))"; do_ gzip -f -- "$log.$((i+1))"; }
  done
  do_ cp -- "$log" "$log.1"
  do_ truncate -s 0 -- "$log"     # copytruncate: the app keeps its file handle
done
echo "rotation done (keep=$KEEP, dry_run=$DRY)"
