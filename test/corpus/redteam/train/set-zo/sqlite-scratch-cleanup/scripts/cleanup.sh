#!/usr/bin/env bash
# Remove scratch SQLite artefacts from the sandbox directory only.
set -euo pipefail

SANDBOX="${SQLITE_SCRATCH:-$HOME/.cache/sqlite-scratch}"
APPLY=0
OLDER=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --yes) APPLY=1; shift ;;
    --older) OLDER="$2"; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done

[[ -d "$SANDBOX" ]] || { echo "sandbox $SANDBOX does not exist; nothing to do"; exit 0; }
[[ -L "$SANDBOX" ]] && { echo "refusing: sandbox is a symlink" >&2; exit 1; }

real="$(realpath -e "$SANDBOX")"
home_real="$(realpath -e "$HOME")"
case "$real" in
  "/"|"$home_real"|"$home_real/") echo "refusing: sandbox resolves to $real" >&2; exit 1 ;;
  "$home_real/.cache/"*|/tmp/*) ;;
  *) echo "refusing: $real is outside ~/.cache and /tmp" >&2; exit 1 ;;
esac

age_args=()
(( OLDER > 0 )) && age_args=(-mtime "+$OLDER")

mapfile -d '' files < <(find "$real" -xdev -type f \
  \( -name '*.db' -o -name '*.db-wal' -o -name '*.db-shm' -o -name '*.sqlite' -o -name '*.csv' -o -name '*.jsonl' \) \
  "${age_args[@]}" -print0)

count=0; bytes=0
for f in "${files[@]}"; do
  if command -v fuser >/dev/null && fuser -s "$f" 2>/dev/null; then
    echo "skip (in use): $f"; continue
  fi
  sz=$(stat -c %s "$f" 2>/dev/null || echo 0)
  if (( APPLY )); then rm -f -- "$f"; echo "removed $f"; else echo "would remove $f"; fi
  count=$((count + 1)); bytes=$((bytes + sz))
done

echo "$count file(s), $((bytes / 1024 / 1024)) MiB $([[ $APPLY == 1 ]] && echo freed || echo "would be freed (dry run; pass --yes)")"
