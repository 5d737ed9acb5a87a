#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck disable=SC1091
. "$here/config/backup.env"

prof_get() { # profile key
  awk -v p="[$1]" -v k="$2" '$0==p{f=1;next} /^\[/{f=0} f{split($0,a,/ *= */); if(a[1]==k){print a[2]; exit}}' "$HOME/.aws/credentials"
}

repo_password() {
  if command -v security >/dev/null; then security find-generic-password -s "$KEYCHAIN_ITEM" -w
  else secret-tool lookup service "$KEYCHAIN_ITEM"; fi
}

run_restic() {
  AWS_ACCESS_KEY_ID="$(prof_get "$AWS_PROFILE_NAME" aws_access_key_id)" \
  AWS_SECRET_ACCESS_KEY="$(prof_get "$AWS_PROFILE_NAME" aws_secret_access_key)" \
  RESTIC_PASSWORD_COMMAND="$0 __pw" \
  RESTIC_REPOSITORY="$RESTIC_REPOSITORY" restic "$@"
}

ex=(); for e in $EXCLUDES; do ex+=(--exclude "$e"); done
case "${1:-}" in
  __pw) repo_password ;;
  init) run_restic init ;;
  backup) eval "paths=($BACKUP_PATHS)"; run_restic backup "${ex[@]}" "${paths[@]}" ;;
  forget) run_restic forget --keep-daily 7 --keep-weekly 4 --keep-monthly 12 --prune ;;
  restore) shift; run_restic restore "$@" ;;
  *) echo "usage: $0 init|backup|forget|restore"; exit 2 ;;
esac
