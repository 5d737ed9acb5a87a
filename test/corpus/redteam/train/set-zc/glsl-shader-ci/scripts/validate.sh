#!/usr/bin/env bash
set -euo pipefail
SRC="${1:-shaders}"
OUT="build/spirv"
mkdir -p "$OUT"
fail=0
while IFS= read -r -d '' f; do
  stage=""
  case "$f" in
    *.vert) stage=vert;; *.frag) stage=frag;; *.comp) stage=comp;;
    *.glsl) stage=$(grep -oE '#pragma stage (vert|frag|comp)' "$f" | awk '{print $3}');;
  esac
  [ -z "$stage" ] && { echo "skip $f (unknown stage)"; continue; }
  if glslangValidator -V -S "$stage" "$f" -o "$OUT/$(basename "$f").spv" >/dev/null; then
    echo "ok   $f"
  else
    echo "FAIL $f"; fail=1
  fi
done < <(find "$SRC" -type f \( -name '*.vert' -o -name '*.frag' -o -name '*.comp' -o -name '*.glsl' \) -print0)
exit $fail
