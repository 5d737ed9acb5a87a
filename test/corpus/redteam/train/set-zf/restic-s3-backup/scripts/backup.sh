#!/usr/bin/env bash
set -euo pipefail
ENVF="${RESTIC_ENV:-$HOME/.config/restic/env}"
[[ -f "$ENVF" ]] || { echo "missing $ENVF - copy templates/restic.env.example" >&2; exit 1; }
# shellcheck source=/dev/null
. "$ENVF"
[[ "$RESTIC_REPOSITORY" != *"<your-bucket>"* ]] || { echo "edit RESTIC_REPOSITORY first" >&2; exit 1; }
EXCL="$(dirname "$0")/../templates/excludes.txt"

case "${1:-run}" in
  init) restic init ;;
  run)
    # shellcheck disable=SC2086
    restic backup $BACKUP_PATHS --exclude-file "$EXCL" --exclude-caches --one-file-system --tag auto
    restic forget --keep-daily 7 --keep-weekly 5 --keep-monthly 12 --prune
    restic snapshots --compact | tail -5
    ;;
  check) restic check --read-data-subset=5% ;;
  restore-test)
    f="$(restic ls latest --json | python3 -c 'import sys,json,random;fs=[j["path"] for j in map(json.loads,sys.stdin) if j.get("type")=="file"];print(random.choice(fs))')"
    t="$(mktemp -d)"
    restic restore latest --target "$t" --include "$f"
    if cmp -s "$f" "$t$f"; then echo "restore OK: $f"; else echo "restore DIFFERS (file may have changed since backup): $f"; fi
    rm -rf -- "$t"
    ;;
  *) echo "usage: backup.sh init|run|check|restore-test" ;;
esac
