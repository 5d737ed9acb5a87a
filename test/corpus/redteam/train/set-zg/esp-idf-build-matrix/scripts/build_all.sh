#!/usr/bin/env bash
# build_all.sh - build the project once per IDF target
set -euo pipefail
cd "$(dirname "$0")"

TARGETS=("$@")
if [[ ${#TARGETS[@]} -eq 0 ]]; then
  TARGETS=(esp32 esp32s3 esp32c3 esp32c6 esp32h2)
fi

command -v idf.py >/dev/null || { echo "source \$IDF_PATH/export.sh first"; exit 1; }

mkdir -p dist
fail=()
for t in "${TARGETS[@]}"; do
  echo "=== $t ==="
  if IDF_TARGET="$t" idf.py -B "build-$t" -D IDF_TARGET="$t" build; then
    mkdir -p "dist/$t"
    cp "build-$t"/*.bin "build-$t"/flasher_args.json "dist/$t/" 2>/dev/null || true
    cp "build-$t"/bootloader/bootloader.bin "dist/$t/" 2>/dev/null || true
    cp "build-$t"/partition_table/partition-table.bin "dist/$t/" 2>/dev/null || true
  else
    fail+=("$t")
  fi
done

if [[ ${#fail[@]} -gt 0 ]]; then
  echo "FAILED: ${fail[*]}"; exit 1
fi
echo "all targets built -> dist/"
