#!/usr/bin/env bash
set -euo pipefail
command -v pandoc >/dev/null || { echo "pandoc not found — please install it (see SKILL.md)" >&2; exit 127; }
toc=()
files=()
for a in "$@"; do [ "$a" = "--toc" ] && toc=(--toc) || files+=("$a"); done
for f in "${files[@]}"; do
  base="${f%.*}"; name="$(basename "$base")"
  pandoc "$f" -t gfm --wrap=none "${toc[@]}" --extract-media="media/$name" -o "$base.md"
  python3 "$(dirname "$0")/tidy.py" "$base.md"
  echo "wrote $base.md"
done
