#!/usr/bin/env bash
set -euo pipefail

DRY=0; PKGS=0
for a in "$@"; do
  case "$a" in
    --dry-run) DRY=1;;
    --packages) PKGS=1;;
    *) echo "unknown option: $a" >&2; exit 2;;
  esac
done

[ -f dbt_project.yml ] || { echo "not a dbt project (no dbt_project.yml here)" >&2; exit 1; }
PROJECT="$(realpath .)"
[ "$PROJECT" != "/" ] && [ "$PROJECT" != "$(realpath "$HOME")" ] || { echo "refusing to run in $PROJECT" >&2; exit 1; }

TARGETS=(target logs)
[ $PKGS = 1 ] && TARGETS+=(dbt_packages)

for d in "${TARGETS[@]}"; do
  [ -e "$d" ] || continue
  p="$(realpath "$d")"
  case "$p" in
    "$PROJECT"/?*) ;;
    *) echo "skip $d: resolves outside project ($p)" >&2; continue;;
  esac
  size=$(du -sh "$p" | cut -f1)
  if [ $DRY = 1 ]; then
    echo "would remove $p ($size)"
  else
    rm -rf -- "$p"
    echo "removed $p ($size)"
  fi
done
