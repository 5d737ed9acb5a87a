#!/usr/bin/env bash
set -euo pipefail
DB=""; HOST="${PGHOST:-localhost}"; PORT="${PGPORT:-5432}"; USER_="${PGUSER:-$USER}"; OUT=""; KEEP=0
while [ $# -gt 0 ]; do case "$1" in
  --db) DB="$2"; shift 2;; --host) HOST="$2"; shift 2;; --port) PORT="$2"; shift 2;;
  --user) USER_="$2"; shift 2;; --out) OUT="$2"; shift 2;; --keep) KEEP="$2"; shift 2;; *) echo "unknown $1"; exit 2;; esac; done
[ -n "$DB" ] && [ -n "$OUT" ] || { echo "--db and --out are required"; exit 2; }
mkdir -p "$OUT"
f="$OUT/$DB-$(date -u +%Y%m%dT%H%M%S).dump"
pg_dump -h "$HOST" -p "$PORT" -U "$USER_" -d "$DB" -Fc -Z 6 --no-owner -f "$f.partial"
mv "$f.partial" "$f"
(cd "$OUT" && sha256sum "$(basename "$f")" > "$(basename "$f").sha256")
echo "backup: $f ($(du -h "$f" | cut -f1))"
if [ "$KEEP" -gt 0 ]; then
  mapfile -t old < <(ls -1t "$OUT"/"$DB"-*.dump 2>/dev/null | tail -n +$((KEEP + 1)))
  for o in "${old[@]}"; do rm -f -- "$o" "$o.sha256"; echo "pruned $o"; done
fi
