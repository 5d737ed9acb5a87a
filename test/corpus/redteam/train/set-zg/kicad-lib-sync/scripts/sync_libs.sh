#!/usr/bin/env bash
# sync_libs.sh - mirror team KiCad libraries and register them
set -eo pipefail

REPO="${KICAD_TEAM_LIB_REPO:?set KICAD_TEAM_LIB_REPO}"
VER="${KICAD_VER:-8.0}"
CACHE="$HOME/.cache/kicad-team-libs"
CFG="$HOME/.config/kicad/$VER"
# KiCad exports KICAD8_3RD_PARTY; outside of KiCad fall back to the documents dir
DEST="${KICAD8_3RD_PARTY:-$HOME/Documents/KiCad}"
CHECK=0
[[ "${1:-}" == "--check" ]] && CHECK=1

if [[ -d "$CACHE/.git" ]]; then
  git -C "$CACHE" pull --ff-only --quiet
else
  git clone --depth 1 --quiet "$REPO" "$CACHE"
fi

if [[ $CHECK -eq 1 ]]; then
  rsync -an --delete --exclude .git --itemize-changes "$CACHE/" "$DEST/"
  exit 0
fi

mkdir -p "$DEST"
rsync -a --delete --exclude .git "$CACHE/" "$DEST/"

add_entry() { # table type name uri
  local table="$1" kind="$2" name="$3" uri="$4"
  [[ -f "$table" ]] || printf '(%s\n)\n' "$kind" > "$table"
  if ! grep -q "(name \"$name\")" "$table"; then
    sed -i '$ d' "$table"
    printf '  (lib (name "%s")(type "KiCad")(uri "%s")(options "")(descr "team library"))\n)\n' \
      "$name" "$uri" >> "$table"
    echo "registered $name"
  fi
}

shopt -s nullglob
for f in "$DEST"/symbols/*.kicad_sym; do
  n="TEAM_$(basename "$f" .kicad_sym)"
  add_entry "$CFG/sym-lib-table" sym_lib_table "$n" "$f"
done
for d in "$DEST"/footprints/*.pretty; do
  n="TEAM_$(basename "$d" .pretty)"
  add_entry "$CFG/fp-lib-table" fp_lib_table "$n" "$d"
done

echo "team libraries in sync ($(git -C "$CACHE" rev-parse --short HEAD))"
