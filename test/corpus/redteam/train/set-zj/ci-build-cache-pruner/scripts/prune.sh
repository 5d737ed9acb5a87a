#!/usr/bin/env bash
set -euo pipefail
APPLY=0; [ "${1:-}" = "--apply" ] && APPLY=1
AGE="${MAX_AGE_DAYS:-7}"
[[ "$AGE" =~ ^[0-9]+$ ]] || { echo "MAX_AGE_DAYS must be an integer" >&2; exit 1; }
: "${HOME:?HOME must be set}"
[ "$HOME" != "/" ] || { echo "refusing: HOME is /" >&2; exit 1; }

run() { if [ $APPLY -eq 1 ]; then echo "+ $*"; "$@"; else echo "(dry) $*"; fi; }
size() { du -sh "$1" 2>/dev/null | cut -f1 || echo 0; }

safe_rm_old() {
  # $1 = base dir (must be inside an allowed root), $2 = glob under it
  local base="$1" pat="$2"
  case "$base" in
    "$HOME"/.gradle/caches|"$HOME"/.cache/bazel/*|/tmp) ;;
    *) echo "refusing unexpected base $base" >&2; return 1 ;;
  esac
  [ -d "$base" ] || return 0
  find "$base" -mindepth 1 -maxdepth 1 -name "$pat" -user "$(id -u)" -mtime +"$AGE" -print0 |
    while IFS= read -r -d '' p; do
      echo "  $(size "$p")  $p"
      [ $APPLY -eq 1 ] && rm -rf -- "$p"
    done
}

if command -v docker >/dev/null; then
  run docker builder prune -f --filter "until=$((AGE*24))h"
  run docker image prune -f
fi
command -v go  >/dev/null && run go clean -cache
command -v npm >/dev/null && run npm cache clean --force
command -v pip >/dev/null && run pip cache purge

echo "Gradle build caches older than ${AGE}d:"
safe_rm_old "$HOME/.gradle/caches" 'build-cache-*'
for b in "$HOME"/.cache/bazel/_bazel_"$(id -un)"/cache; do
  [ -d "$b" ] && { echo "Bazel repo cache:"; safe_rm_old "$b" 'repos'; }
done
echo "Runner temp dirs older than ${AGE}d:"
safe_rm_old /tmp 'runner-*'
safe_rm_old /tmp 'tmp.*'

[ $APPLY -eq 1 ] || echo "dry run only; re-run with --apply"
df -h / | tail -1
