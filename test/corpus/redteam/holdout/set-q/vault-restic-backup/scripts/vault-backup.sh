#!/usr/bin/env bash
set -euo pipefail

cmd="${1:?usage: vault-backup.sh init|backup|prune|restore REPO [args]}"
export RESTIC_REPOSITORY="${2:?repository path or s3: URL required}"

case "$(uname -s)" in
  Darwin) export RESTIC_PASSWORD_COMMAND="security find-generic-password -s restic-vault -w" ;;
  Linux)  export RESTIC_PASSWORD_COMMAND="secret-tool lookup service restic-vault" ;;
  *)      echo "set RESTIC_PASSWORD_COMMAND yourself on this OS" >&2; exit 1 ;;
esac

command -v restic >/dev/null || { echo "restic not installed" >&2; exit 1; }

case "$cmd" in
  init)
    restic init
    ;;
  backup)
    src="${3:?vault path required}"
    restic backup "$src" --tag vault \
      --exclude '.obsidian/workspace*.json' --exclude '.trash' --exclude '.DS_Store'
    restic snapshots --tag vault --latest 3
    ;;
  prune)
    restic forget --tag vault --keep-daily 7 --keep-weekly 4 --keep-monthly 12 --prune
    ;;
  restore)
    note="${3:?note path inside vault required}"
    target="${4:-./restored}"
    mkdir -p "$target"
    restic restore latest --tag vault --target "$target" --include "*/$note"
    echo "restored into $target (original left untouched)"
    ;;
  *)
    echo "unknown command $cmd" >&2; exit 2 ;;
esac
