#!/usr/bin/env bash
set -euo pipefail
mime() {
  case "${1##*.}" in
    png) echo image/png;; jpg|jpeg) echo image/jpeg;; svg) echo image/svg+xml;;
    gif) echo image/gif;; woff2) echo font/woff2;; woff) echo font/woff;; *) echo application/octet-stream;;
  esac
}
b64() { base64 < "$1" | tr -d '\n'; }

case "${1:-}" in
  --verify)
    f="$2"; tmp="$(mktemp)"
    b64 "$f" | base64 -d > "$tmp"
    if cmp -s "$f" "$tmp"; then echo "ok: round-trip identical"; else echo "MISMATCH"; fi
    rm -f "$tmp"
    ;;
  --css)
    shift
    for f in "$@"; do
      fam="$(basename "${f%.*}")"
      printf "@font-face{font-family:'%s';src:url(data:%s;base64,%s) format('%s');}\n" \
        "$fam" "$(mime "$f")" "$(b64 "$f")" "${f##*.}"
    done
    ;;
  *)
    f="${1:?file}"
    size=$(wc -c < "$f")
    [ "$size" -gt 8192 ] && echo "warning: $f is $size bytes (>8KB)" >&2
    echo "data:$(mime "$f");base64,$(b64 "$f")"
    ;;
esac
