#!/usr/bin/env bash
set -euo pipefail

PROJ="${1:-}"
shift || true
BUILDS=0; DRY=0
for a in "$@"; do
  case "$a" in --builds) BUILDS=1 ;; --dry-run) DRY=1 ;; *) echo "unknown flag $a" >&2; exit 2 ;; esac
done

[ -n "$PROJ" ] || { echo "usage: reset.sh <project> [--builds] [--dry-run]" >&2; exit 2; }
PROJ="$(cd "$PROJ" && pwd -P)"
case "$PROJ" in
  /|"$HOME"|"$HOME/") echo "refusing to operate on $PROJ" >&2; exit 1 ;;
esac
[ -d "$PROJ/Assets" ] && [ -f "$PROJ/ProjectSettings/ProjectVersion.txt" ] \
  || { echo "$PROJ is not a Unity project" >&2; exit 1; }
[ -e "$PROJ/Temp/UnityLockfile" ] && { echo "Unity editor seems to be open; close it first" >&2; exit 1; }

TARGETS=(Library Temp obj Logs)
[ "$BUILDS" = 1 ] && TARGETS+=(Build Builds)

for name in "${TARGETS[@]}"; do
  t="$PROJ/$name"
  [ -d "$t" ] || continue
  size=$(du -sh "$t" 2>/dev/null | cut -f1)
  if [ "$DRY" = 1 ]; then echo "would remove $t ($size)"; else rm -rf -- "$t"; echo "removed $t ($size)"; fi
done
